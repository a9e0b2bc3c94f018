import type { Catalogue } from './types.js';

/** Messages of the door (offline check-in, issue 14); keys are `msg.door.<name>`. */
export const doorMessages = {
  'msg.door.nonceInvalid': { 'zh-Hans': '扫码记录的编号无效', en: 'The scan’s nonce is not valid' },
  'msg.door.codeInvalid': { 'zh-Hans': '请提供门票编号或二维码', en: 'Give a ticket id or a QR code' },
  'msg.door.scannedAtInvalid': { 'zh-Hans': '扫码时间无效', en: 'The scan time is not valid' },
  'msg.door.deviceInvalid': {
    'zh-Hans': '设备编号无效（1–64 个字符）',
    en: 'The device id is not valid (1–64 characters)',
  },
  'msg.door.countInvalid': {
    'zh-Hans': '入场人数须为 1–100 的整数',
    en: 'The number admitted must be a whole number from 1 to 100',
  },
  'msg.door.scansInvalid': { 'zh-Hans': '请至少提交一条扫码记录', en: 'Send at least one scan' },
  'msg.door.scansTooMany': { 'zh-Hans': '每次最多同步 500 条扫码记录', en: 'At most 500 scans can be synced at once' },
  'msg.door.overrideReasonInvalid': {
    'zh-Hans': '请填写仍然放行的原因（1–200 个字符）',
    en: 'Give the reason for admitting anyway (1–200 characters)',
  },
  'msg.door.sinceInvalid': { 'zh-Hans': '读取变更的起始时间无效', en: 'The time to read changes since is not valid' },
  'msg.door.performanceNotFound': { 'zh-Hans': '该演出不存在', en: 'This performance does not exist' },
} as const satisfies Catalogue;
