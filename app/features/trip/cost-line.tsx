import { useTranslation } from 'react-i18next';
import { useLocale } from '#app/lib/locale.tsx';
import { amountText, type Cost } from '#domain/cost-format.ts';
import { useContentLang } from './content-language.tsx';

/**
 * "Price: €45 per night · dorm": the amount in the currency's style and the page's language, and
 * the author's note beside it in the language it was written in; nothing when there is neither.
 */
export function CostLine({ cost, as: Tag = 'p', className }: { cost: Cost; as?: 'p' | 'li'; className?: string }) {
  const { t } = useTranslation('trip-costs');
  const locale = useLocale();
  const lang = useContentLang();
  const amount = amountText(cost, locale, t);
  if (!amount && !cost.price) return null;
  return (
    <Tag className={className}>
      {`${t('page.price')}: `}
      {amount && <span className="font-medium">{amount}</span>}
      {amount && cost.price && ' · '}
      {cost.price && <span lang={lang.original}>{cost.price}</span>}
    </Tag>
  );
}
