import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd-mobile';
import { ErrorState } from '../../../components/error-state';
import { useCompanyContact } from '../api/get-contact';
import './contact.css';

/**
 * Where and how to send the goods of an approved shop return back, from the company's contact details
 * (the words the member's message gave); the order page puts it in a panel of its own.
 */
export function ReturnGoods() {
  const { t } = useTranslation();
  const query = useCompanyContact();
  const c = query.data;
  if (c)
    return (
      <>
        <p className="return-goods__address" data-testid="return-goods-address">
          {c.returnAddress}
        </p>
        <p className="return-goods__how" data-testid="return-goods-how">
          {c.returnInstructions}
        </p>
      </>
    );
  if (query.isError)
    return <ErrorState description={t('shop.order.sendBack.failed')} onRetry={() => void query.refetch()} />;
  return <Skeleton.Paragraph lineCount={3} animated />;
}
