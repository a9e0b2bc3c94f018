import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Form, Input, TextArea, Toast } from 'antd-mobile';
import { accountLimits, contactNumberProblem, postalCodeProblem, type DeliveryAddress } from '@nanhua/contract';
import { useSaveAddress, type AddressInput } from '../api/save-address';
import { countryChoices, regionOf } from '../../../lib/countries';
import './address-form.css';

const fields = [
  ['recipientName', accountLimits.recipientMax],
  ['country', accountLimits.countryMax],
  ['address', accountLimits.addressMax],
  ['postalCode', accountLimits.postalCodeMax],
  ['contactNumber', accountLimits.contactNumberMax],
] as const;

/**
 * The country, chosen from a list in the page's language (the phone's own picker): what it stores is the
 * region's English name. An address typed before the picker keeps its country: as its region's choice
 * when the name is one the list knows, else as an extra choice.
 */
function CountryPicker({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const { t, i18n } = useTranslation();
  // A country stored under another name of a listed region (新加坡 for Singapore) is that region's choice.
  const region = value ? regionOf(value) : undefined;
  const choices = countryChoices(i18n.language).map((c) =>
    region && value && regionOf(c.value) === region ? { ...c, value } : c,
  );
  const kept = value && !choices.some((c) => c.value === value) ? value : null;
  return (
    <select
      className="address-country"
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      aria-label={t('account.addresses.field.country')}
      data-testid="address-country"
    >
      <option value="" disabled>
        {t('account.addresses.chooseCountry')}
      </option>
      {kept && <option value={kept}>{kept}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** Add or edit a delivery address; every field is required (SPEC §5); the postal code and phone must fit the country. */
export function AddressForm({ address, onSaved }: { address?: DeliveryAddress; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressInput>();
  const save = useSaveAddress();
  const country = () => String(form.getFieldValue('country') ?? '');
  // The same rules as the server's (address-rules.ts): checked once the field has a value.
  const fitsCountry = {
    postalCode: {
      validator: async (_: unknown, value?: string) => {
        const problem = value?.trim() ? postalCodeProblem(country(), value) : null;
        if (problem) throw new Error(t(`account.addresses.invalid.postalCode.${problem}`));
      },
    },
    contactNumber: {
      validator: async (_: unknown, value?: string) => {
        const problem = value?.trim() ? contactNumberProblem(country(), value) : null;
        if (problem) throw new Error(t(`account.addresses.invalid.contactNumber.${problem}`));
      },
    },
  };

  const onFinish = async (v: AddressInput) => {
    const trimmed = Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
    ) as AddressInput;
    await save.mutateAsync({ ...trimmed, isDefault: Boolean(v.isDefault), id: address?.id }).then(
      () => {
        Toast.show({ icon: 'success', content: t('account.addresses.saved') });
        onSaved();
      },
      () => undefined,
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={address ?? { country: '' }}
      onFinish={onFinish}
      data-testid="address-form"
      footer={
        <Button block type="submit" color="danger" loading={save.isPending} data-testid="address-save">
          {t('account.addresses.save')}
        </Button>
      }
    >
      {fields.map(([name, max]) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`account.addresses.field.${name}`)}
          dependencies={name === 'postalCode' || name === 'contactNumber' ? ['country'] : undefined}
          rules={[
            { required: true, whitespace: true, message: t(`account.addresses.required.${name}`) },
            ...(name === 'postalCode' || name === 'contactNumber' ? [fitsCountry[name]] : []),
          ]}
        >
          {name === 'address' ? (
            <TextArea rows={2} maxLength={max} autoSize data-testid={`address-${name}`} />
          ) : name === 'country' ? (
            <CountryPicker />
          ) : (
            <Input
              maxLength={max}
              inputMode={name === 'contactNumber' ? 'tel' : undefined}
              data-testid={`address-${name}`}
            />
          )}
        </Form.Item>
      ))}
      {!address?.isDefault && (
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox data-testid="address-default">{t('account.addresses.makeDefault')}</Checkbox>
        </Form.Item>
      )}
    </Form>
  );
}
