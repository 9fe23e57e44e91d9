/**
 * What a render may read about the request, in the browser and during server rendering alike
 * (docs/decisions/011-server-rendered-first-paint.md). In the browser these are the page's own
 * cookie, query and origin; on the server the entry sets them per render.
 */
export interface RequestView {
  cookie: string;
  search: string;
  origin: string;
}

export const onServer = typeof window === 'undefined';

let serverRequest: RequestView = { cookie: '', search: '', origin: 'http://localhost' };

/** Server entry only: the request being rendered (renders are serialised, see entry-server). */
export function setServerRequest(view: RequestView) {
  serverRequest = view;
}

export const cookieHeader = () => (onServer ? serverRequest.cookie : document.cookie);
export const currentSearch = () => (onServer ? serverRequest.search : window.location.search);
export const currentOrigin = () => (onServer ? serverRequest.origin : window.location.origin);
