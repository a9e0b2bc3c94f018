import type { Catalogue } from './types.js';

/** Messages of accounts; keys are `msg.<area>.<name>` or SPEC texts. */
export const accountMessages = {
  'msg.account.emailInvalid': { 'zh-Hans': '请输入有效的邮箱地址', en: 'Please enter a valid email address' },
  'msg.account.emailRegistered': { 'zh-Hans': '该邮箱已注册', en: 'This Email Is Already Registered' },
  'msg.account.emailNotRegistered': { 'zh-Hans': '当前邮箱未注册', en: 'Current Email not registered' },
  'msg.account.accountExists': { 'zh-Hans': '账号已存在', en: 'Account already exist' },
  'msg.account.passwordRequired': { 'zh-Hans': '请输入密码', en: 'Please enter your password' },
  'msg.account.passwordTooShort': { 'zh-Hans': '密码至少 8 位', en: 'The password must be at least 8 characters' },
  'msg.account.passwordTooLong': { 'zh-Hans': '密码最多 128 位', en: 'The password must be at most 128 characters' },
  'msg.account.passwordMismatch': { 'zh-Hans': '两次输入的密码不一致', en: 'The two passwords do not match' },
  'msg.account.oldPasswordWrong': { 'zh-Hans': '当前密码不正确', en: 'The current password is incorrect' },
  'msg.account.passwordUnchanged': {
    'zh-Hans': '新密码不能与当前密码相同',
    en: 'The new password must be different from the current one',
  },
  'msg.account.passwordWrong': { 'zh-Hans': '密码不正确', en: 'The password is incorrect' },
  'msg.account.badCredentials': { 'zh-Hans': '邮箱或密码不正确', en: 'Incorrect email or password' },
  'msg.account.loginLocked': {
    'zh-Hans': '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed sign-in attempts, please try again in {minutes} minutes',
  },
  'msg.account.loginAccountLocked': {
    'zh-Hans': '此账号近一小时登录失败次数过多。请在曾登录过的设备上登录、通过邮箱重设密码，或 {minutes} 分钟后再试',
    en: 'Too many failed sign-in attempts on this account in the last hour. Sign in where you have signed in before, reset your password by email, or try again in {minutes} minutes',
  },
  'msg.account.proofRequired': {
    'zh-Hans': '为保护此账号，登录前需要您的设备完成一次安全验证，请重试',
    en: 'To protect this account, your device must complete a security check before signing in. Please try again',
  },
  'msg.account.proofInvalid': {
    'zh-Hans': '安全验证未通过或已过期，请重试',
    en: 'The security check did not pass or has expired, please try again',
  },
  'msg.account.codeLength': { 'zh-Hans': '验证码为 6 位数字', en: 'The verification code has 6 digits' },
  'msg.account.codeInvalid': {
    'zh-Hans': '验证码错误或已失效，请重新获取',
    en: 'The verification code is wrong or no longer valid, please request a new one',
  },
  'msg.account.codeTooSoon': {
    'zh-Hans': '验证码已发送，请 60 秒后再试',
    en: 'A code was just sent, please wait 60 seconds before requesting another',
  },
  'msg.account.codeTooMany': {
    'zh-Hans': '获取验证码过于频繁，请一小时后再试',
    en: 'Too many codes requested, please try again in an hour',
  },
  'msg.account.mailFailed': {
    'zh-Hans': '邮件发送失败，请稍后再试',
    en: 'The email could not be sent, please try again later',
  },
  'msg.account.mailDelayed': {
    'zh-Hans': '邮件服务器暂未响应，验证码邮件可能会延迟几分钟送达；如仍未收到，请重新获取',
    en: 'The mail server is slow to answer: your code may arrive a few minutes late. If it does not come, ask for a new one',
  },
  'msg.account.nicknameRequired': { 'zh-Hans': '请输入昵称', en: 'Please enter a nickname' },
  'msg.account.nicknameTooLong': { 'zh-Hans': '昵称最多 30 个字', en: 'The nickname can have at most 30 characters' },
  'msg.account.signatureRequired': { 'zh-Hans': '请输入个性签名', en: 'Please enter a personalized signature' },
  'msg.account.signatureTooLong': {
    'zh-Hans': '个性签名最多 140 个字',
    en: 'The signature can have at most 140 characters',
  },
  'msg.account.avatarMissing': { 'zh-Hans': '请选择图片', en: 'Please choose an image' },
  'msg.account.avatarType': {
    'zh-Hans': '仅支持 JPEG、PNG 或 WebP 图片',
    en: 'Only JPEG, PNG or WebP images are accepted',
  },
  'msg.account.avatarTooLarge': { 'zh-Hans': '图片不能超过 5 MB', en: 'The image must be at most 5 MB' },
  'msg.account.avatarTooManyPixels': {
    'zh-Hans': '图片尺寸不能超过 4096×4096 像素',
    en: 'The image must be at most 4096×4096 pixels',
  },
  'msg.account.avatarUnreadable': { 'zh-Hans': '无法读取该图片', en: 'This image could not be read' },
  'msg.account.userNotFound': { 'zh-Hans': '用户不存在', en: 'User not found' },
  'msg.account.cannotFollowSelf': { 'zh-Hans': '不能关注自己', en: 'You cannot follow yourself' },
  'msg.account.messageNotFound': { 'zh-Hans': '消息不存在', en: 'Message not found' },
  'msg.account.addressNotFound': { 'zh-Hans': '地址不存在', en: 'Address not found' },
  'msg.account.addressLimit': { 'zh-Hans': '最多保存 20 个收货地址', en: 'You can keep at most 20 delivery addresses' },
  'msg.account.recipientRequired': { 'zh-Hans': '请输入收件人姓名', en: "Please enter the recipient's name" },
  'msg.account.countryRequired': { 'zh-Hans': '请输入国家', en: 'Please enter the country' },
  'msg.account.addressRequired': { 'zh-Hans': '请输入地址', en: 'Please enter the address' },
  'msg.account.postalCodeRequired': { 'zh-Hans': '请输入邮政编码', en: 'Please enter the postal code' },
  'msg.account.contactNumberRequired': { 'zh-Hans': '请输入联系电话', en: 'Please enter the contact number' },
  'msg.account.contactNumberInvalid': { 'zh-Hans': '请输入有效的联系电话', en: 'Please enter a valid contact number' },
  'msg.account.postalCodeInvalid': { 'zh-Hans': '请输入有效的邮政编码', en: 'Please enter a valid postal code' },
  'msg.account.postalCode.sg': { 'zh-Hans': '新加坡的邮政编码为 6 位数字', en: 'A Singapore postal code has 6 digits' },
  'msg.account.postalCode.my': { 'zh-Hans': '马来西亚的邮政编码为 5 位数字', en: 'A Malaysian postcode has 5 digits' },
  'msg.account.postalCode.cn': { 'zh-Hans': '中国的邮政编码为 6 位数字', en: 'A Chinese postal code has 6 digits' },
  'msg.account.contactNumber.sg': {
    'zh-Hans': '请输入有效的新加坡电话：8 位数字，可加 +65',
    en: 'Please enter a Singapore number: 8 digits, optionally with +65',
  },
  'msg.account.contactNumber.my': {
    'zh-Hans': '请输入有效的马来西亚电话，如 +60 12-345 6789',
    en: 'Please enter a Malaysian number, e.g. +60 12-345 6789',
  },
  'msg.account.contactNumber.cn': {
    'zh-Hans': '请输入有效的中国电话，如 +86 138 0013 8000',
    en: 'Please enter a Chinese number, e.g. +86 138 0013 8000',
  },
  'msg.account.fieldTooLong': { 'zh-Hans': '“{field}”过长', en: '“{field}” is too long' },
  'msg.account.feedbackRequired': { 'zh-Hans': '请输入反馈内容', en: 'Please enter your feedback' },
  'msg.account.feedbackTooLong': { 'zh-Hans': '反馈内容最多 140 个字', en: 'Feedback can have at most 140 characters' },
  'msg.account.feedbackTooMany': {
    'zh-Hans': '今日反馈次数已达上限，请明天再试',
    en: 'You have sent a lot of feedback today, please try again tomorrow',
  },
  'msg.account.deletedUser': { 'zh-Hans': '已注销用户', en: 'Deleted user' },
} as const satisfies Catalogue;
