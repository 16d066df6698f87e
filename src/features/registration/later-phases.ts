/**
 * The registration's later phases (social handles, follows, completion): a chunk of their own, so /register's first
 * load carries phase 1 only. RegisterPage downloads it on the first focus in phase 1 (or at once for a later phase)
 * and draws a phase from it directly (no React.lazy: a Suspense boundary would hold the phase back by React's 300 ms
 * reveal throttle, and the spec's "moves on after 3 s" would become 3.3 s).
 */
export { CompletePhase } from './complete/CompletePhase';
export { FollowPhase } from './follow/FollowPhase';
export { SocialInfoPhase } from './social-info/SocialInfoPhase';
