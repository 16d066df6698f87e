// Component tests render pages outside the router, which elsewhere waits for the design system's deferred recipes
// (src/app/system.ts): register them before any test renders.
import { beforeAll } from 'vitest';
import { loadAppRecipes } from '@/app/system';

beforeAll(() => loadAppRecipes());
