import type { Catalogue } from './types.js';

/** Messages of the manager's reports (issue 37 item 6: per performance, the settlement per period); keys are `msg.reports.<name>`. */
export const reportsMessages = {
  'msg.reports.dateInvalid': {
    'zh-Hans': '日期应为真实的 年-月-日（例如 2026-01-31）',
    en: 'Dates are real days written year-month-day (e.g. 2026-01-31)',
  },
  'msg.reports.rangeInvalid': {
    'zh-Hans': '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
  'msg.reports.rangeTooLong': {
    'zh-Hans': '一次最多统计 366 天，请缩短时段',
    en: 'A report covers at most 366 days; choose a shorter period',
  },
  'msg.reports.formatInvalid': {
    'zh-Hans': '导出格式只能是 CSV 或 XLSX',
    en: 'The export format must be CSV or XLSX',
  },
  'msg.reports.performanceNotFound': { 'zh-Hans': '没有这个场次', en: 'There is no such performance' },
  'msg.reports.tooManyRows': {
    'zh-Hans': '这个时段的款项超过 {max} 笔，请缩短时段后再导出',
    en: 'This period has more than {max} movements; choose a shorter period to export',
  },
} as const satisfies Catalogue;
