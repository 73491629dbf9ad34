/**
 * The answers the launcher's light poll reads too (§7.2): sign-in (`/signin`, `/signin/anonymous`,
 * `/info`) and `/tickets/summary`. Apart from models.ts so the launcher does not load the chat's models.
 */
import { boolean, number, object, optional, string } from '../../shared/decode';

export interface SessionInfo {
  clientId: string;
  anonymous: boolean;
  /** A bearer token for pages whose cookie the browser will not keep (the launcher's poll carries it). */
  sessionToken?: string;
}

export function decodeSessionInfo(value: unknown): SessionInfo {
  const json = object(value, '$');
  const sessionToken = optional(string)(json.sessionToken, '$.sessionToken');
  return {
    clientId: string(json.clientId, '$.clientId'),
    anonymous: optional(boolean)(json.anonymous, '$.anonymous') ?? false,
    ...(sessionToken !== undefined && { sessionToken }),
  };
}

export const decodeSummary = (value: unknown): { unread: number; active: number } => {
  const json = object(value, '$');
  return { unread: number(json.unread, '$.unread'), active: number(json.active, '$.active') };
};
