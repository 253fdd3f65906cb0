import { ArrowRight, Code2, Megaphone, Palette, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { useTenant } from '../tenant';
import { usePageTitle } from '../../lib/use-page-title';
import { buttonClass } from '../../ui/Button';

// Spec section 1: the website home is a static agency page with services and featured work.
const SERVICES = [
  {
    title: 'Brand Strategy',
    text: 'Positioning, naming and identity systems that hold up from a favicon to a billboard.',
    icon: Palette,
  },
  {
    title: 'Web Design & Build',
    text: 'Fast, accessible sites on modern stacks, designed in the browser and measured in production.',
    icon: Code2,
  },
  {
    title: 'E-commerce',
    text: 'Storefronts, marketplaces and checkout flows that turn visitors into repeat customers.',
    icon: ShoppingBag,
  },
  {
    title: 'Growth Marketing',
    text: 'Search, content and lifecycle campaigns with clear numbers every month.',
    icon: Megaphone,
  },
];
const WORK = [
  {
    client: 'Fernwood Coffee',
    title: 'A subscription shop that doubled repeat orders',
    tags: 'E-commerce · Branding',
    from: 'from-amber-700',
    to: 'to-orange-900',
  },
  {
    client: 'Tidewater Clinic',
    title: 'Booking in three taps for 40,000 patients',
    tags: 'Web app · Accessibility',
    from: 'from-teal-700',
    to: 'to-cyan-900',
  },
  {
    client: 'Kiln & Co.',
    title: 'An identity and catalogue for a ceramics studio',
    tags: 'Brand · Print · Web',
    from: 'from-rose-700',
    to: 'to-fuchsia-900',
  },
];
const FIGURES = [
  { value: '120+', label: 'projects shipped' },
  { value: '14', label: 'years in business' },
  { value: '98%', label: 'clients who return' },
];

export default function WebsiteHome() {
  const tenant = useTenant();
  usePageTitle();
  const name = tenant.tenant.name ?? 'Our studio';
  return (
    <>
      <section className="bg-secondary text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">{name}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
              We design brands and build the products behind them.
            </h1>
            <p className="mt-5 max-w-xl text-lg text-white/85">{tenant.theme.client_details.description}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/contact" className={buttonClass('primary', 'px-6 py-3 text-base')}>
                Start a project <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
              <Link
                to="/portfolio"
                className="inline-flex items-center rounded-lg border border-white/40 px-6 py-3 text-base font-medium hover:bg-white/10"
              >
                See our work
              </Link>
            </div>
          </div>
          <dl className="grid grid-cols-3 gap-4 self-end">
            {FIGURES.map((f) => (
              <div key={f.label} className="rounded-xl bg-white/10 p-4 text-center">
                <dt className="text-sm text-white/80">{f.label}</dt>
                <dd className="order-first text-3xl font-bold">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="services">
        <h2 id="services" className="text-3xl font-bold tracking-tight">
          Services
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map(({ title, text, icon: Icon }) => (
            <div key={title} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
              <span className="inline-flex rounded-lg bg-primary p-2 text-white">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-gray-600">{text}</p>
            </div>
          ))}
        </div>
      </section>
      <section className="bg-white" aria-labelledby="work">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="flex items-end justify-between gap-4">
            <h2 id="work" className="text-3xl font-bold tracking-tight">
              Featured work
            </h2>
            <Link to="/portfolio" className="text-sm font-semibold text-primary hover:underline">
              All projects
            </Link>
          </div>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {WORK.map((w) => (
              <article key={w.client} className="overflow-hidden rounded-xl border border-gray-200 shadow-sm">
                <div className={`flex aspect-[4/3] items-end bg-gradient-to-br ${w.from} ${w.to} p-5`}>
                  <span className="text-2xl font-bold text-white">{w.client}</span>
                </div>
                <div className="p-5">
                  <p className="text-xs font-medium tracking-wide text-gray-600 uppercase">{w.tags}</p>
                  <h3 className="mt-2 font-semibold">{w.title}</h3>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight">Have something in mind?</h2>
        <p className="mt-3 text-gray-600">
          Tell us about it. We answer every message within one business day.
        </p>
        <Link to="/contact" className={buttonClass('primary', 'mt-6 px-6 py-3 text-base')}>
          Contact {name}
        </Link>
      </section>
    </>
  );
}
