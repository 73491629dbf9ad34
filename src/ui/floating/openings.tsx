/**
 * Each opening of a floating element is a new one (its state fresh: a picker's search, a
 * dialog's fields); a closed one stays mounted, given `open: false`, while it fades out (useExit),
 * until it goes or opens again. Nothing is rendered before the first opening.
 */
import { useState } from 'react';
import type { ComponentType } from 'react';

export function byOpening<P extends { open: boolean }>(Floating: ComponentType<P>): ComponentType<P> {
  return function Openings(props: P) {
    const [openings, setOpenings] = useState(props.open ? 1 : 0);
    const [wasOpen, setWasOpen] = useState(props.open);
    if (props.open !== wasOpen) {
      setWasOpen(props.open);
      if (props.open) setOpenings(openings + 1);
    }
    return openings > 0 ? <Floating key={openings} {...props} /> : null;
  };
}
