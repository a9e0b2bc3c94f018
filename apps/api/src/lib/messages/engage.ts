import type { Catalogue } from './types.js';

/** Messages of comments, likes, registration, votes; keys are `msg.<area>.<name>` or SPEC texts. */
export const engageMessages = {
  'msg.engage.textRequired': { 'zh-Hans': '请输入内容', en: 'Please enter some text' },
  'msg.engage.textTooLong': { 'zh-Hans': '内容不能超过 140 个字', en: 'Please keep it within 140 characters' },
  'msg.engage.tooFast': {
    'zh-Hans': '发言太频繁，请稍后再试',
    en: 'You are posting too fast, please try again in a minute',
  },
  'msg.engage.targetNotFound': { 'zh-Hans': '内容不存在或已下架', en: 'This item is not available' },
  'msg.engage.favouriteKindInvalid': {
    'zh-Hans': '只能收藏演出或商品',
    en: 'Only performances and products can be favourites',
  },
  'msg.engage.premiumLocked': {
    'zh-Hans': '该内容为会员专享，开通会员后即可评论',
    en: 'This item is for members; join to comment on it',
  },
  'msg.engage.markNotFound': { 'zh-Hans': '评论不存在或已删除', en: 'This comment does not exist or was deleted' },
  'msg.engage.memberNotFound': { 'zh-Hans': '用户不存在', en: 'User not found' },
  'msg.engage.contactEmailRequired': { 'zh-Hans': '请输入联系邮箱', en: 'Please enter the contact email' },
  'msg.engage.contactNumberRequired': { 'zh-Hans': '请输入联系电话', en: 'Please enter the contact number' },
  'msg.engage.contactNumberInvalid': { 'zh-Hans': '请输入有效的联系电话', en: 'Please enter a valid contact number' },
  'msg.engage.descriptionRequired': { 'zh-Hans': '请输入报名说明', en: 'Please enter the registration description' },
  'msg.engage.enrollClosed': { 'zh-Hans': '该活动当前不接受报名', en: 'This event is not open for registration' },
  'msg.engage.enrollDuplicate': {
    'zh-Hans': '您已报名该活动，请勿重复报名',
    en: 'You have already registered for this event',
  },
  'msg.engage.enrollNotFound': { 'zh-Hans': '您尚未报名该活动', en: 'You are not registered for this event' },
  'msg.engage.enrollCancelClosed': {
    'zh-Hans': '活动已开始，无法取消报名',
    en: 'The event has started; the registration can no longer be cancelled',
  },
  'msg.engage.voteNotFound': { 'zh-Hans': '投票不存在', en: 'Vote not found' },
  'msg.engage.voteNotStarted': { 'zh-Hans': '投票尚未开始', en: 'This vote has not started yet' },
  'msg.engage.voteEnded': { 'zh-Hans': '投票已结束', en: 'This vote has ended' },
  'msg.engage.voteChooseOption': { 'zh-Hans': '请至少选择一个选项', en: 'Please choose at least one option' },
  'msg.engage.voteTooMany': { 'zh-Hans': '最多可选 {max} 项', en: 'You can choose up to {max} options' },
  'msg.engage.voteDuplicateOption': { 'zh-Hans': '选项不能重复', en: 'Each option can be chosen once' },
  'msg.engage.voteUnknownOption': { 'zh-Hans': '所选选项不属于该投票', en: 'That option is not part of this vote' },
  'msg.engage.voteAlreadyVoted': { 'zh-Hans': '您已参与过该投票', en: 'You have already voted' },
  'msg.engage.voteStatsHidden': {
    'zh-Hans': '投票后或投票结束后可查看结果',
    en: 'Results are shown once you have voted or the vote has ended',
  },
} as const satisfies Catalogue;
