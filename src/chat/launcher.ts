/**
 * The launcher's unread count from GET /tickets/summary, with the chat's headers. React-free and
 * loaded by the launcher after it renders, so the button itself stays light.
 */
import { storedDeviceId } from '../shared/helpcentre/identity';
import { browserRandom, randomId } from '../shared/random';
import { createStorage } from '../shared/storage';
import { chatApiBase } from './constants';
import { createChatHttp } from './core/client';
import { encryptDeviceId } from './core/device';
import { decodeSummary } from './core/models';

export interface UnreadOptions {
  apiBase: string;
  deviceId?: string | undefined;
  deviceKey: string;
  locale: string;
}

/** Unread agent messages across the user's tickets; 0 when there is no chat session yet. */
export async function fetchUnread(options: UnreadOptions): Promise<number> {
  const storage = createStorage({ namespace: 'chat' });
  const http = createChatHttp({
    baseUrl: chatApiBase(options.apiBase),
    device: async () => encryptDeviceId(options.deviceId || (await storedDeviceId(storage, () => randomId(browserRandom))), options.deviceKey, browserRandom),
    locale: () => options.locale,
  });
  try {
    return (await http.get('tickets/summary', { decode: decodeSummary })).unread;
  } catch {
    // No session (401) or no server: no badge. The panel reports live counts once it runs.
    return 0;
  }
}
