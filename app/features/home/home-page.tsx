import type { ReactNode } from 'react';
import { LocalLink } from '#app/lib/locale.tsx';
import type { HomeTrips } from './home-trips.server.ts';
import { HomeTripSections } from './home-trips.tsx';
import { RouteIllustration, ThemeIcon } from './theme-icon.tsx';
import type { HomeContent } from './types.ts';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 py-3 text-center font-semibold transition-colors';
const container = 'mx-auto w-full max-w-6xl px-4 hyphens-auto wrap-break-word sm:px-6 lg:px-8';

function Hero({ hero }: { hero: HomeContent['hero'] }) {
  return (
    <section aria-labelledby="home-title" className="bg-linear-to-b from-teal-50 to-white">
      <div className={`${container} grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[3fr_2fr]`}>
        <div>
          <p className="text-sm font-semibold tracking-widest text-teal-800 uppercase">{hero.eyebrow}</p>
          <h1
            id="home-title"
            className="mt-4 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700 sm:text-xl">{hero.lead}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <LocalLink to="/search" className={`${button} bg-teal-700 text-white hover:bg-teal-800`}>
              {hero.explore}
            </LocalLink>
            <LocalLink
              to="/register"
              className={`${button} border border-teal-700 bg-white text-teal-800 hover:bg-teal-50`}
            >
              {hero.share}
            </LocalLink>
          </div>
        </div>
        <RouteIllustration className="mx-auto hidden w-full max-w-sm lg:block" />
      </div>
    </section>
  );
}

type SectionIntroProps = { id: string; heading: string; intro: string; children?: ReactNode };

function SectionIntro({ id, heading, intro, children }: SectionIntroProps) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {heading}
      </h2>
      <p className="mt-4 text-lg leading-8 text-slate-700">{intro}</p>
      {children}
    </div>
  );
}

function Themes({ themes }: { themes: HomeContent['themes'] }) {
  return (
    <section aria-labelledby="home-themes" className={`${container} py-16 sm:py-20`}>
      <SectionIntro id="home-themes" heading={themes.heading} intro={themes.intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {themes.items.map((item) => (
          <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
              <ThemeIcon id={item.id} />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{item.title}</h3>
            <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HowItWorks({ steps }: { steps: HomeContent['steps'] }) {
  return (
    <section aria-labelledby="home-steps" className="bg-slate-50">
      <div className={`${container} py-16 sm:py-20`}>
        <SectionIntro id="home-steps" heading={steps.heading} intro={steps.intro} />
        <ol className="mt-12 grid gap-10 md:grid-cols-3">
          {steps.items.map((step, index) => (
            <li key={step.id}>
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function Community({ community }: { community: HomeContent['community'] }) {
  return (
    <section aria-labelledby="home-community" className={`${container} py-16 sm:py-20`}>
      <SectionIntro id="home-community" heading={community.heading} intro={community.text}>
        <LocalLink
          to="/about"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-teal-800 underline decoration-teal-800/40 underline-offset-4 hover:decoration-teal-800"
        >
          {community.link}
          <span aria-hidden="true">→</span>
        </LocalLink>
      </SectionIntro>
    </section>
  );
}

function ClosingCta({ cta }: { cta: HomeContent['cta'] }) {
  return (
    <section aria-labelledby="home-cta" className={`${container} pb-20`}>
      <div className="rounded-3xl bg-teal-800 px-6 py-12 text-center sm:px-12 sm:py-16">
        <h2 id="home-cta" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-teal-50">{cta.text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <LocalLink
            to="/register"
            className={`${button} bg-white text-teal-900 hover:bg-teal-50 focus-visible:outline-white!`}
          >
            {cta.button}
          </LocalLink>
          <LocalLink
            to="/share-info"
            className={`${button} border border-white text-white hover:bg-teal-900 focus-visible:outline-white!`}
          >
            {cta.secondary}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}

/** The home page: what Itinera is, then its trips and the magazine's newest posts, then how to take part. */
export function HomePage({
  content,
  trips,
  magazine,
}: {
  content: HomeContent;
  trips: HomeTrips;
  magazine: ReactNode;
}) {
  return (
    <>
      <Hero hero={content.hero} />
      <HomeTripSections trips={trips} />
      {magazine}
      <Themes themes={content.themes} />
      <HowItWorks steps={content.steps} />
      <Community community={content.community} />
      <ClosingCta cta={content.cta} />
    </>
  );
}
