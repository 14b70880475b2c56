import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction } from 'react-router-dom';
import type { RootData } from '../layout/root-loader.ts';
import type { RouteHead } from '../seo/page-head.ts';

/** One page of the site: its data, its view, and what its head says. */
export interface PageModule<Data = unknown> {
  readonly loader?: LoaderFunction;
  readonly action?: ActionFunction;
  readonly Component: ComponentType;
  readonly head: (data: Data, root: RootData) => RouteHead;
  /** The page's `Cache-Control` when not the site's default (a personal page: `private, no-store`). */
  readonly cacheControl?: string;
}

export interface PageHandle {
  readonly head: PageModule['head'];
  readonly cacheControl?: string;
}
