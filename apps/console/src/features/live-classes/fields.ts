import type { TFunction } from 'i18next';
import { liveAudiences, liveTiers } from './enums';
import type { FieldDef } from '../../components/resource-form';

/** The class form, field by field (limits as the contract's staffLiveClassBody). */
export const liveClassFields = (t: TFunction): FieldDef[] => [
  { kind: 'text', name: 'title', label: t('live.title'), bilingual: true, enRequired: true, max: 100 },
  { kind: 'text', name: 'teacher', label: t('live.teacher'), bilingual: true, enRequired: true, max: 60 },
  { kind: 'textarea', name: 'description', label: t('live.description'), bilingual: true, required: false, max: 2000 },
  { kind: 'datetimeRange', name: 'startAt', end: 'endAt', label: t('live.time'), required: true },
  { kind: 'image', name: 'cover', label: t('live.cover'), aspect: 'video' },
  {
    kind: 'select',
    name: 'audience',
    label: t('live.audience'),
    required: true,
    options: liveAudiences.map((a) => ({ value: a, label: t(`live.audiences.${a}`) })),
  },
  {
    kind: 'select',
    name: 'tier',
    label: t('live.tier'),
    required: true,
    options: liveTiers.map((n) => ({ value: n, label: t(`live.tiers.${n}`) })),
    visible: (v) => v.audience === 'tier',
  },
  { kind: 'switch', name: 'requiresRegistration', label: t('live.requiresRegistration') },
  {
    kind: 'number',
    name: 'capacity',
    label: t('live.capacity'),
    min: 1,
    max: 100_000,
    help: t('live.capacityHelp'),
    visible: (v) => v.requiresRegistration === true,
  },
  { kind: 'text', name: 'meetingNumber', label: t('live.meetingNumber'), required: true, max: 11 },
  { kind: 'text', name: 'passcode', label: t('live.passcode'), max: 10 },
  { kind: 'switch', name: 'published', label: t('live.published') },
];

/** What a new class starts with. */
export const newLiveClass = {
  audience: 'signedIn',
  requiresRegistration: false,
  published: true,
  capacity: null,
  tier: null,
};
