import type { Config } from '../../config';
import { createHttpSms } from './http';
import { createSandboxSms } from './sandbox';
import type { SmsSender } from './types';

export type { SmsSender } from './types';

export function createSmsSender(config: Config): SmsSender {
  if (config.sms.provider === 'http' && config.sms.url) {
    return createHttpSms({
      url: config.sms.url,
      token: config.sms.token,
      sender: config.sms.sender,
    });
  }
  return createSandboxSms();
}
