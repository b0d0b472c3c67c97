import { formatUkDateTime } from '../../../engine/i18n/format';
import { contentLanguage } from '../../../engine/i18n/localised-content';
import { useCallback, useEffect, useState } from 'react';
import { fetchDevices, signOutDevice, signOutEverywhere, type Device } from '../../api/account-api';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/account.json';

/** When, in the reader's language and the UK's time. */
const when = (at: string | number | Date) => formatUkDateTime(new Date(at).getTime(), contentLanguage());

/** 'Chrome on Linux', from what the server made of the device's user agent. */
export function deviceName(device: Pick<Device, 'browser' | 'os'>): string {
  return interpolate(copy.devices.browser, { browser: device.browser ?? copy.devices.unknownBrowser, os: device.os ?? copy.devices.unknownOs });
}

/**
 * The signed-in devices: browser, last active, 'Sign out' for each, and 'Sign out everywhere'. Signing
 * out this device, or everywhere, ends this session too: `onSignedOut` takes the user to sign-in.
 */
export function DevicesSection({ refreshKey, onSignedOut }: { refreshKey: number; onSignedOut: () => void }) {
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [message, setMessage] = useState('');
  const load = useCallback(() => {
    fetchDevices().then(setDevices, (error: Error) => setMessage(error.message));
  }, []);
  useEffect(load, [load, refreshKey]);

  const signOut = async (device: Device) => {
    try {
      await signOutDevice(device.id);
    } catch (error) {
      setMessage((error as Error).message);
    }
    if (device.current) return onSignedOut();
    setMessage(copy.devices.signedOut);
    load();
  };
  const everywhere = async () => {
    await signOutEverywhere().catch(() => undefined);
    onSignedOut();
  };
  return (
    <section className="account__section" aria-labelledby="account-devices">
      <h2 id="account-devices">{copy.devices.heading}</h2>
      <p>{copy.devices.intro}</p>
      <ul className="account__devices">
        {(devices ?? []).map((device) => {
          const lastActive = when(device.lastActiveAt);
          return (
            <li key={device.id} className="account__device">
              <div>
                <p className="account__device-name">
                  {deviceName(device)}
                  {device.current && <span className="account__tag">{copy.devices.thisDevice}</span>}
                </p>
                <p className="account__device-when">
                  {interpolate(copy.devices.lastActive, { when: lastActive })}, {interpolate(copy.devices.signedIn, { when: when(device.signedInAt) })}
                </p>
              </div>
              <button type="button" className="button button--secondary" aria-label={interpolate(copy.devices.signOutLabel, { device: deviceName(device), when: lastActive })} onClick={() => void signOut(device)}>
                {copy.devices.signOut}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="account__status">
        {message}
      </p>
      <p className="field__hint">{copy.devices.signOutEverywhereHint}</p>
      <button type="button" className="button button--secondary" onClick={() => void everywhere()}>
        {copy.devices.signOutEverywhere}
      </button>
    </section>
  );
}
