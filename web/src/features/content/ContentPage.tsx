import { useLocation } from 'react-router';
import { useTenant } from '../tenant';
import { PageContainer } from '../../ui/PageContainer';
import { PageHeading } from '../../ui/PageHeading';
import { CONTENT } from './content';
import { CONTENT_SLUGS } from './content-slugs';

/** One of the store's information pages, chosen by path. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const tenant = useTenant();
  const slug = CONTENT_SLUGS.find((s) => s === pathname.split('/').filter(Boolean)[0]);
  if (!slug) return null;
  const page = CONTENT[slug]({
    name: tenant.tenant.name ?? 'Our store',
    details: tenant.theme.client_details,
  });
  return (
    <PageContainer className="max-w-3xl">
      <PageHeading subtitle={page.intro}>{page.title}</PageHeading>
      <div className="space-y-6">
        {page.sections.map((s) => (
          <section key={s.heading} className="rounded-xl border border-gray-200 bg-white p-5">
            <h2 className="text-lg font-semibold">{s.heading}</h2>
            <p className="mt-2 text-gray-700">{s.body}</p>
          </section>
        ))}
      </div>
    </PageContainer>
  );
}
