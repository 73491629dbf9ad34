import { expect } from '@open-wc/testing';
import { itemViewChunks, itemViews } from '../../../src/forms/ui/items';

describe("the item views' lazy chunks", () => {
  it('each names types that have a view, no type twice, and loads', async () => {
    const types = itemViewChunks.flatMap((chunk) => [...chunk.types]);
    expect(new Set(types).size).to.equal(types.length);
    for (const type of types) expect(itemViews[type as keyof typeof itemViews], type).to.be.a('function');
    await Promise.all(itemViewChunks.map((chunk) => chunk.load()));
  });
});
