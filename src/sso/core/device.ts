/**
 * Device identity (§3.1): a hardware id and a device id kept in first-party cookies for
 * 31536000 s, so the host's backend can recognise the device when it exchanges a code.
 */
import { readCookie } from '../../shared/cookies';
import { DEVICE_COOKIE_MAX_AGE_S, DEVICE_ID_COOKIE, DEVICE_ID_LENGTH, HARDWARE_ID_COOKIE } from '../constants';
import type { CookieJar } from './attempts';
import { randomString } from '../../shared/random';
import { ALPHANUMERIC } from './random';
import type { Random } from '../../shared/random';

export interface DeviceIdentity {
  hardwareId: string;
  deviceId: string;
}

const isId = (value: string | undefined): value is string => value !== undefined && /^[A-Za-z0-9]{16,64}$/.test(value);

/** Reads both ids, making any that is missing or malformed, and renews both cookies. */
export function ensureDeviceIdentity(cookies: CookieJar, random: Random): DeviceIdentity {
  const cookie = cookies.read();
  const id = (name: string): string => {
    const known = readCookie(cookie, name);
    const value = isId(known) ? known : randomString(random, DEVICE_ID_LENGTH, ALPHANUMERIC);
    cookies.write(name, value, DEVICE_COOKIE_MAX_AGE_S);
    return value;
  };
  return { hardwareId: id(HARDWARE_ID_COOKIE), deviceId: id(DEVICE_ID_COOKIE) };
}
