import type * as engagement from '../engagement';
import type { CallOf } from './call';

export const checkinInfoEndpoint: CallOf<typeof engagement.checkinInfoEndpoint> = {
  method: 'POST',
  path: '/activity/signin/info',
  auth: true,
};

export const checkInEndpoint: CallOf<typeof engagement.checkInEndpoint> = {
  method: 'POST',
  path: '/activity/signin/checkIn',
  auth: true,
};

export const wheelInfoEndpoint: CallOf<typeof engagement.wheelInfoEndpoint> = {
  method: 'POST',
  path: '/activity/wheel/info',
  auth: true,
};

export const wheelSpinEndpoint: CallOf<typeof engagement.wheelSpinEndpoint> = {
  method: 'POST',
  path: '/activity/wheel/spin',
  auth: true,
};

export const wheelWinnersEndpoint: CallOf<typeof engagement.wheelWinnersEndpoint> = {
  method: 'POST',
  path: '/activity/wheel/winners',
  auth: false,
};

export const wheelRecordsEndpoint: CallOf<typeof engagement.wheelRecordsEndpoint> = {
  method: 'POST',
  path: '/activity/wheel/myRecord',
  auth: true,
};

export const wheelSpinDetailEndpoint: CallOf<typeof engagement.wheelSpinDetailEndpoint> = {
  method: 'POST',
  path: '/activity/wheel/spinDetail',
  auth: true,
};

export const wheelRotateSeedEndpoint: CallOf<typeof engagement.wheelRotateSeedEndpoint> = {
  method: 'POST',
  path: '/activity/wheel/rotateSeed',
  auth: true,
};
