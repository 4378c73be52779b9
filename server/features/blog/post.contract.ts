import { createRoute, z } from '@hono/zod-openapi';
import { blogCategoryValues } from '#domain/blog.ts';
import { idPattern } from '#domain/ids.ts';
import { postInputSchema, postPageSchema, postSchema, postSlugPattern, publishSchema } from '#domain/schemas/post.ts';
import {
  imageUploadRefusals,
  imageUploadRequest,
  invalidInput,
  json,
  jsonBody,
  named,
  OkSchema,
  open,
  refused,
  signedIn,
} from '../../openapi.ts';

const post = json(named(postSchema, 'Post'), 'The post');
const postPage = json(named(postPageSchema, 'PostPage'), '`docs` (post cards) and `paginator`');
const notFound = { 404: refused('No such post (or not out yet, or in a category only the magazine team sees)') };
const teamOnly = { ...signedIn, tags: ['blog'] };
const teamResponses = {
  401: refused('Not signed in'),
  403: refused('Neither an editor nor an admin, or a write that came from another site'),
};
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const idParams = z.object({ id: z.string().regex(idPattern) });

export const magazineRoute = createRoute({
  method: 'get',
  path: '/blog/posts',
  operationId: 'magazinePosts',
  tags: ['blog'],
  summary: 'A page of the magazine’s posts in one language, newest first, all or of one category',
  description: 'The private category (`marketing`) only for editors and admins; for others it is a 404.',
  ...open,
  request: {
    query: z.object({
      language: z.enum(['en', 'de']).default('en'),
      category: z.enum(blogCategoryValues).optional(),
      page,
    }),
  },
  responses: { 200: postPage, ...invalidInput(), ...notFound },
});

export const postBySlugRoute = createRoute({
  method: 'get',
  path: '/blog/posts/{slug}',
  operationId: 'magazinePost',
  tags: ['blog'],
  summary: 'A post that is out, by its slug',
  ...open,
  request: { params: z.object({ slug: z.string().max(100).regex(postSlugPattern) }) },
  responses: { 200: post, ...invalidInput(), ...notFound },
});

export const editorPostsRoute = createRoute({
  method: 'get',
  path: '/blog/editor/posts',
  operationId: 'editorPosts',
  summary: 'Every post, drafts and scheduled ones too, last changed first',
  description: '`q`: words of a title.',
  ...teamOnly,
  request: { query: z.object({ q: z.string().trim().max(100).default(''), page }) },
  responses: { 200: postPage, ...invalidInput(), ...teamResponses },
});

export const editorPostRoute = createRoute({
  method: 'get',
  path: '/blog/editor/posts/{id}',
  operationId: 'editorPost',
  summary: 'Any post by id, as the editor opens it',
  ...teamOnly,
  request: { params: idParams },
  responses: { 200: post, ...invalidInput(), ...teamResponses, ...notFound },
});

export const createPostRoute = createRoute({
  method: 'post',
  path: '/blog/editor/posts',
  operationId: 'createPost',
  summary: 'Starts a new draft',
  ...teamOnly,
  request: { ...jsonBody(named(postInputSchema, 'PostInput')) },
  responses: { 201: post, ...invalidInput(), ...teamResponses },
});

export const savePostRoute = createRoute({
  method: 'put',
  path: '/blog/editor/posts/{id}',
  operationId: 'savePost',
  summary: 'Saves a post (the editor’s autosave too)',
  description: 'The post as read, with `version`: a post saved elsewhere since is refused with 409.',
  ...teamOnly,
  request: { params: idParams, ...jsonBody(named(postInputSchema, 'PostInput')) },
  responses: {
    200: post,
    ...invalidInput(),
    ...teamResponses,
    ...notFound,
    409: refused('Saved elsewhere since this version'),
  },
});

export const publishPostRoute = createRoute({
  method: 'post',
  path: '/blog/editor/posts/{id}/publish',
  operationId: 'publishPost',
  summary: 'Publishes a post now, or schedules it for a time to come',
  ...teamOnly,
  request: { params: idParams, ...jsonBody(named(publishSchema, 'Publish')) },
  responses: { 200: post, ...invalidInput(), ...teamResponses, ...notFound },
});

export const unpublishPostRoute = createRoute({
  method: 'post',
  path: '/blog/editor/posts/{id}/unpublish',
  operationId: 'unpublishPost',
  summary: 'Takes a post back to draft',
  ...teamOnly,
  request: { params: idParams },
  responses: { 200: post, ...invalidInput(), ...teamResponses, ...notFound },
});

export const deletePostRoute = createRoute({
  method: 'delete',
  path: '/blog/editor/posts/{id}',
  operationId: 'deletePost',
  summary: 'Deletes a post and its pictures',
  ...teamOnly,
  request: { params: idParams },
  responses: { 200: json(OkSchema, 'Deleted'), ...invalidInput(), ...teamResponses, ...notFound },
});

export const uploadPostImageRoute = createRoute({
  method: 'post',
  path: '/blog/editor/images',
  operationId: 'uploadPostImage',
  summary: 'Uploads a picture for a post (its cover or a figure)',
  description:
    'The image is checked by content, re-encoded and stripped of metadata. Only its uploader may name the key in a post, until a post shows it.',
  ...teamOnly,
  request: imageUploadRequest('image'),
  responses: {
    201: json(z.object({ key: z.string() }).openapi('PostImage'), 'The key; served at /media/{preset}/{key}.webp'),
    ...teamResponses,
    ...imageUploadRefusals,
  },
});

/** Every operation of the magazine, for the API's one list of features (server/api.ts). */
export const blogRoutes = [
  magazineRoute,
  postBySlugRoute,
  editorPostsRoute,
  editorPostRoute,
  createPostRoute,
  savePostRoute,
  publishPostRoute,
  unpublishPostRoute,
  deletePostRoute,
  uploadPostImageRoute,
] as const;
