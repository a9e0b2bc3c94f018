import { useTranslation } from 'react-i18next';
import { FamilyEditPage } from '../features/sales/edit-page';
import { ticketSaleFamily } from '../features/sales/families';
import { TicketSaleForm } from '../features/sales/ticket-sale-form';

export default function TicketSaleEditPage() {
  const { t, i18n } = useTranslation();
  return (
    <FamilyEditPage
      family={ticketSaleFamily}
      listPath="/ticket-sales"
      newTitle={t('sales.ticket.newTitle')}
      title={(s) => `${t('sales.ticket.editTitle')} · ${i18n.language === 'en' && s.titleEn ? s.titleEn : s.titleZh}`}
      form={({ row, onSubmit, submitText }) => (
        <TicketSaleForm sale={row} onSubmit={onSubmit} submitText={submitText} />
      )}
      testId="ticket-sale"
    />
  );
}
