/**
 * What the launcher needs without the panel: the unread count from GET /tickets/summary, with
 * the chat's headers, and loading the panel's code. React-free, so a page with only the
 * launcher stays light.
 */
import { storedDeviceId } from '../shared/helpcentre/identity';
import { browserRandom, randomId } from '../shared/random';
import { createStorage } from '../shared/storage';
import { CHAT_API_PATH } from './constants';
import { createChatHttp } from './core/client';
import { encryptDeviceId } from './core/device';
import { decodeSummary } from './core/models';

export interface UnreadOptions {
  apiBase: string;
  deviceId?: string | undefined;
  deviceKey: string;
  locale: string;
}

/** The chat API's base URL under an element's api-base. */
export const chatApiBase = (apiBase: string): string => new URL(CHAT_API_PATH, apiBase.endsWith('/') ? apiBase : apiBase + '/').href;

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
