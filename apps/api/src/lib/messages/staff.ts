import type { Catalogue } from './types.js';

/** Messages of staff accounts, the staff member's own password and the audit log; keys are `msg.staff.<name>`. */
export const staffMessages = {
  'msg.staff.accountNotFound': { 'zh-Hans': '该工作人员账号不存在', en: 'This staff account does not exist' },
  'msg.staff.emailTaken': {
    'zh-Hans': '该邮箱已被其他账号使用',
    en: 'This email address is already used by another account',
  },
  'msg.staff.nameRequired': { 'zh-Hans': '请输入姓名', en: 'Please enter a name' },
  'msg.staff.nameTooLong': { 'zh-Hans': '姓名过长', en: 'The name is too long' },
  'msg.staff.roleInvalid': {
    'zh-Hans': '请选择有效的角色（管理员、编辑、票务、客服）',
    en: 'Please choose a valid role (admin, editor, box office, support)',
  },
  'msg.staff.statusInvalid': { 'zh-Hans': '账号状态只能是启用或停用', en: 'The status must be active or disabled' },
  'msg.staff.reasonTooLong': { 'zh-Hans': '原因过长', en: 'The reason is too long' },
  'msg.staff.cannotDisableSelf': { 'zh-Hans': '不能停用自己的账号', en: 'You cannot disable your own account' },
  'msg.staff.cannotDemoteSelf': {
    'zh-Hans': '不能取消自己的管理员角色',
    en: 'You cannot remove the admin role from your own account',
  },
  'msg.staff.lastAdmin': {
    'zh-Hans': '这是最后一个启用的管理员账号，不能停用或更改角色',
    en: 'This is the last active admin account; it cannot be disabled or given another role',
  },
  'msg.staff.auditFilterInvalid': { 'zh-Hans': '筛选条件无效', en: 'This filter is not valid' },
  'msg.staff.auditEntityIdAlone': {
    'zh-Hans': '按编号筛选时请同时选择类别',
    en: 'Choose the kind of item when filtering by its id',
  },
} as const satisfies Catalogue;
