import type * as recharge from '../recharge';
import type { CallOf } from './call';

export const chargeInfoEndpoint: CallOf<typeof recharge.chargeInfoEndpoint> = {
  method: 'POST',
  path: '/recharge/getChargeInfo',
  auth: true,
};
export const createRechargeOrderEndpoint: CallOf<typeof recharge.createRechargeOrderEndpoint> = {
  method: 'POST',
  path: '/recharge/createRechargeOrder',
  auth: true,
};
export const createTransferOrderEndpoint: CallOf<typeof recharge.createTransferOrderEndpoint> = {
  method: 'POST',
  path: '/recharge/createTransferOrder',
  auth: true,
};
export const payChannelEndpoint: CallOf<typeof recharge.payChannelEndpoint> = {
  method: 'POST',
  path: '/recharge/getPayChannel',
  auth: true,
};
export const rechargeButtonStatusEndpoint: CallOf<typeof recharge.rechargeButtonStatusEndpoint> = {
  method: 'POST',
  path: '/home/rechargeButtonStatus',
  auth: true,
};
export const rechargeOrderDetailEndpoint: CallOf<typeof recharge.rechargeOrderDetailEndpoint> = {
  method: 'POST',
  path: '/recharge/orderDetail',
  auth: true,
};
export const rechargeRecordEndpoint: CallOf<typeof recharge.rechargeRecordEndpoint> = {
  method: 'POST',
  path: '/recharge/record',
  auth: true,
};
export const submitTxHashEndpoint: CallOf<typeof recharge.submitTxHashEndpoint> = {
  method: 'POST',
  path: '/recharge/submitTxHash',
  auth: true,
};
export const submitUtrEndpoint: CallOf<typeof recharge.submitUtrEndpoint> = {
  method: 'POST',
  path: '/recharge/submitUtr',
  auth: true,
};
