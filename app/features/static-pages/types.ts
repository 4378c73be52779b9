import type { Block } from './rich-text.ts';

/** What the loaders hand to the page components: translated, parsed and nothing more. */

export type StaticSection = { id: string; heading: string; body: Block[] };

export type StaticPageContent = {
  title: string;
  intro: Block[];
  /** "Last updated …" for legal texts. */
  updated: string | null;
  /** The label of the table of contents; long pages have one. */
  toc: string | null;
  sections: StaticSection[];
};

export type OperatorInfo = {
  name: string;
  email: string;
  phone: string | null;
  addressLines: string[];
  labels: { name: string; email: string; phone: string; address: string };
};

export type CallToAction = { heading: string; text: string; button: string; secondary: string };

export type FaqContent = {
  title: string;
  intro: Block[];
  groups: { id: string; heading: string; questions: { id: string; question: string; answer: Block[] }[] }[];
  more: { heading: string; body: Block[] };
};

export type ContactTopic = { id: string; heading: string; body: Block[]; subject: string };

export type ContactContent = {
  title: string;
  intro: Block[];
  detailsHeading: string;
  responseTime: string;
  topicsHeading: string;
  selectedLabel: string;
  writeLabel: string;
  /** The topic asked for with `?topic=`, shown first and highlighted. */
  selected: string | null;
  topics: ContactTopic[];
};

export type ForwardingContent = {
  title: string;
  intro: string;
  hostLabel: string;
  targetLabel: string;
  continueLabel: string;
  back: string;
  invalidTitle: string;
  invalidText: string;
  invalidBack: string;
};
