/**
 * @nanhua/client: the request layer of SPEC §8 (channels public / optional / token / staff, single-flight
 * refresh with replay, 401 / 1000 / 1003, toasts, 12 s timeout), token storage and the session, shared by
 * the mobile app, the staff console and the service worker. No UI, router or cache inside: each front end
 * wires its own with `configureClient({...})`. This file is the package's only entry.
 */
export { configureClient, type ClientDeps, type ClientText, type TokenStorage } from './config.js';
export {
  callTable,
  type CallPath,
  type CallResult,
  type CallTable,
  type ClientCall,
  type InputArgs,
  type RequestInput,
} from './calls.js';
export {
  isUnreachable,
  refreshAccessToken,
  request,
  requestFile,
  RequestError,
  type FileAnswer,
  type RequestErrorKind,
} from './request.js';
export { solveProof, type ProofProgress } from './proof-of-work.js';
export { clearTokens, getAccessToken, getRefreshToken, isSignedIn, setTokens } from './token-storage.js';
export { currentUser, dropSession, signIn, signOut, updateRefreshToken } from './session.js';
