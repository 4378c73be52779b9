import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every page exists twice: at `/path` in English and at `/de/path` in German. The German tree
 * renders the same modules under ids prefixed with `de-`; any other prefix falls to the splat.
 */
const pages = (p: string) => [
  index('routes/home.tsx', { id: `${p}home` }),
  route('about', 'routes/about.tsx', { id: `${p}about` }),
  route('faq', 'routes/faq.tsx', { id: `${p}faq` }),
  route('contact', 'routes/contact.tsx', { id: `${p}contact` }),
  route('imprint', 'routes/imprint.tsx', { id: `${p}imprint` }),
  route('privacy-policy', 'routes/privacy-policy.tsx', { id: `${p}privacy-policy` }),
  route('terms-of-use', 'routes/terms-of-use.tsx', { id: `${p}terms-of-use` }),
  route('share-info', 'routes/share-info.tsx', { id: `${p}share-info` }),
  route('forwarding', 'routes/forwarding.tsx', { id: `${p}forwarding` }),
  route('register', 'routes/register.tsx', { id: `${p}register` }),
  route('register/almost-complete', 'routes/register-almost-complete.tsx', { id: `${p}register-almost-complete` }),
  route('verify-email', 'routes/verify-email.tsx', { id: `${p}verify-email` }),
  route('signin', 'routes/signin.tsx', { id: `${p}signin` }),
  route('signing-out', 'routes/signing-out.tsx', { id: `${p}signing-out` }),
  route('recover', 'routes/recover.tsx', { id: `${p}recover` }),
  route('recover/new-password', 'routes/recover-new-password.tsx', { id: `${p}recover-new-password` }),
  route('account/profile', 'routes/account-profile.tsx', { id: `${p}account-profile` }),
  route('account/edit-profile', 'routes/account-edit-profile.tsx', { id: `${p}account-edit-profile` }),
  route('account/setting', 'routes/account-setting.tsx', { id: `${p}account-setting` }),
  route('account/my-trips', 'routes/account-my-trips.tsx', { id: `${p}account-my-trips` }),
  route('unsubscribe/comments', 'routes/unsubscribe-comments.tsx', { id: `${p}unsubscribe-comments` }),
  route('account/saved-trips', 'routes/account-saved-trips.tsx', { id: `${p}account-saved-trips` }),
  route('trips', 'routes/trips.tsx', { id: `${p}trips` }),
  route('search', 'routes/search.tsx', { id: `${p}search` }),
  route('magazine', 'routes/magazine.tsx', { id: `${p}magazine` }),
  route('magazine/rss.xml', 'routes/magazine-feed.tsx', { id: `${p}magazine-feed` }),
  route('magazine/:category', 'routes/magazine.tsx', { id: `${p}magazine-category` }),
  route('magazine/:category/rss.xml', 'routes/magazine-feed.tsx', { id: `${p}magazine-category-feed` }),
  route('blog', 'routes/blog-index.tsx', { id: `${p}blog-index` }),
  route('blog/:slug', 'routes/blog-post.tsx', { id: `${p}blog-post` }),
  route('tripoftheday', 'routes/trip-of-the-day.tsx', { id: `${p}trip-of-the-day` }),
  layout('routes/trip-wizard-layout.tsx', { id: `${p}trip-wizard` }, [
    route('trips/create', 'routes/trip-create.tsx', { id: `${p}trip-create` }),
    route('trips/:key/edit', 'routes/trip-edit.tsx', { id: `${p}trip-edit` }),
  ]),
  route('trips/:key', 'routes/trip.tsx', { id: `${p}trip` }),
  route('admin', 'routes/admin.tsx', { id: `${p}admin` }),
  route('admin/posts/:id/preview', 'routes/admin-post-preview.tsx', { id: `${p}admin-post-preview` }),
  layout('routes/admin-layout.tsx', { id: `${p}admin-layout` }, [
    route('admin/reports', 'routes/admin-reports.tsx', { id: `${p}admin-reports` }),
    route('admin/users', 'routes/admin-users.tsx', { id: `${p}admin-users` }),
    route('admin/trips', 'routes/admin-trips.tsx', { id: `${p}admin-trips` }),
    route('admin/posts', 'routes/admin-posts.tsx', { id: `${p}admin-posts` }),
    route('admin/posts/new', 'routes/admin-post-editor.tsx', { id: `${p}admin-post-new` }),
    route('admin/posts/:id/edit', 'routes/admin-post-editor.tsx', { id: `${p}admin-post-edit` }),
    route('admin/audit', 'routes/admin-audit.tsx', { id: `${p}admin-audit` }),
  ]),
  route('not-found', 'routes/not-found.tsx', { id: `${p}not-found` }),
  route('__e2e/server-error', 'routes/e2e-server-error.tsx', { id: `${p}e2e-server-error` }),
  route(':alias', 'routes/user-alias.tsx', { id: `${p}user-alias` }),
  route('*', 'routes/not-found.tsx', { id: `${p}splat` }),
];

export default [
  layout('routes/site-layout.tsx', { id: 'layout' }, pages('')),
  route('de', 'routes/site-layout.tsx', { id: 'de-layout' }, pages('de-')),
] satisfies RouteConfig;
