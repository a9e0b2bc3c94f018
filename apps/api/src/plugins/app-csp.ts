/**
 * Stripe.js's sources as Stripe's integration security guide (docs.stripe.com/security/guide, "Content
 * Security Policy") lists them: js.stripe.com serves the script and the Payment Element's frames, and
 * Stripe.js also runs frames and scripts on js.stripe.com's subdomains; hooks.stripe.com hosts 3D Secure
 * and redirect-method frames; api.stripe.com is what Stripe.js calls. The guide's maps.googleapis.com is for
 * the Address Element's autocomplete, which the app does not use, so it is left out.
 */
const stripeScripts = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const stripeFrames = [...stripeScripts, 'https://hooks.stripe.com'];
const stripeCalls = ['https://api.stripe.com'];

/**
 * The app's policy (web app, console and every other answer; live.html has its own). Frames come only from
 * Stripe: the app embeds nothing else (rich text drops iframes), and a card issuer's 3D Secure page runs
 * inside Stripe's frame, under Stripe's policy, not this one.
 */
export const appCspDirectives = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  scriptSrc: ["'self'", ...stripeScripts],
  connectSrc: ["'self'", ...stripeCalls],
  frameSrc: ["'self'", ...stripeFrames],
};
