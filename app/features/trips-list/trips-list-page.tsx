import { useTranslation } from 'react-i18next';
import { ListPage } from '#app/components/list-page.tsx';
import { TripCardList } from '#app/components/trip-card-list.tsx';
import type { TripCardView } from '#domain/schemas/trip-card.ts';

type List = { page: number; pages: number; items: TripCardView[] };

export function TripsListPage({ list }: { list: List }) {
  const { t } = useTranslation('trip-page');
  return (
    <ListPage
      title={t('list.title')}
      intro={t('list.intro')}
      empty={list.items.length === 0 ? <p className="mt-10 text-slate-700">{t('list.empty')}</p> : null}
      pages={{ page: list.page, pages: list.pages, path: '/trips', previous: t('list.previous'), next: t('list.next') }}
    >
      <div className="mt-8">
        <TripCardList trips={list.items} eager={2} />
      </div>
    </ListPage>
  );
}
