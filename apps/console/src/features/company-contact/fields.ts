import type { TFunction } from 'i18next';
import { companyContactLimits as max } from '@nanhua/contract';
import type { FieldDef } from '../../components/resource-form';

/** The contact form, every field of the contract's companyContactForm (texts Chinese | English side by side). */
export const companyContactFields = (t: TFunction): FieldDef[] => [
  {
    kind: 'text',
    name: 'phone',
    label: t('companyContact.phone'),
    required: true,
    max: max.phone,
    help: t('companyContact.phoneHelp'),
  },
  { kind: 'text', name: 'email', label: t('companyContact.email'), required: true, max: max.email },
  {
    kind: 'text',
    name: 'whatsapp',
    label: t('companyContact.whatsapp'),
    max: max.phone,
    help: t('companyContact.optionalHelp'),
  },
  {
    kind: 'text',
    name: 'wechat',
    label: t('companyContact.wechat'),
    max: max.handle,
    help: t('companyContact.optionalHelp'),
  },
  { kind: 'textarea', name: 'address', label: t('companyContact.address'), bilingual: true, max: max.address },
  { kind: 'textarea', name: 'hours', label: t('companyContact.hours'), bilingual: true, max: max.hours },
  {
    kind: 'textarea',
    name: 'returnAddress',
    label: t('companyContact.returnAddress'),
    bilingual: true,
    max: max.address,
  },
  {
    kind: 'textarea',
    name: 'returnInstructions',
    label: t('companyContact.returnInstructions'),
    bilingual: true,
    max: max.instructions,
  },
];
