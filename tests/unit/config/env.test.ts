/**
 * The API base address (src/config/env.ts, docs/architecture.md "API base"): only '' or an absolute https URL (http for
 * localhost only); anything else is reported at start-up and no call can be built on it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiBaseError,
  apiBaseProblem,
  getApiBase,
  parseApiBase,
  parseReportUrl,
  parseVitalsSampleRate,
  reloadApiBase,
  reportSettings,
  setApiBase,
  taskImageUrl,
} from '@/config/env';
import { showStartupError } from '@/app/startup-error';

afterEach(() => {
  delete window.__CLIQ_CONFIG__;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  reloadApiBase();
});

describe('parseApiBase', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['https://api.cliq.example', 'https://api.cliq.example'],
    ['https://api.cliq.example/', 'https://api.cliq.example'],
    [' https://api.cliq.example/backend// ', 'https://api.cliq.example/backend'],
    ['https://API.Cliq.example:8443', 'https://api.cliq.example:8443'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://127.0.0.1:4010/', 'http://127.0.0.1:4010'],
    ['http://[::1]:4010', 'http://[::1]:4010'],
  ])('accepts %j as %j', (value, base) => {
    expect(parseApiBase(value)).toBe(base);
  });

  it.each([
    ['http://api.cliq.example', /plain http is only allowed for localhost/],
    ['http://localhost.evil.example', /plain http is only allowed for localhost/],
    ['http://10.0.0.5:8080', /plain http is only allowed for localhost/],
    ['ftp://api.cliq.example', /scheme ftp: is not https/],
    ['javascript:alert(1)', /scheme javascript: is not https/],
    ['api.cliq.example', /not an absolute address/],
    ['/backend', /not an absolute address/],
    ['//api.cliq.example', /not an absolute address/],
    ['https://user:secret@api.cliq.example', /user name or password/],
    ['https://api.cliq.example/?x=1', /query or fragment/],
    ['https://api.cliq.example#top', /query or fragment/],
  ])('refuses %j with a clear message', (value, why) => {
    expect(() => parseApiBase(value, 'apiBase in config.js')).toThrow(ApiBaseError);
    expect(() => parseApiBase(value, 'apiBase in config.js')).toThrow(why);
    expect(() => parseApiBase(value, 'apiBase in config.js')).toThrow(
      /apiBase in config\.js.*Use '' for the same origin.*https:\/\/ address \(http:\/\/ only for localhost/,
    );
  });

  it('refuses a value that is not a string', () => {
    expect(() => parseApiBase(42)).toThrow(/must be a string, not number/);
    expect(() => parseApiBase(null)).toThrow(/must be a string, not null/);
  });
});

describe('the configured base', () => {
  it("is the same origin ('') when nothing is configured", () => {
    reloadApiBase();
    expect(apiBaseProblem()).toBeNull();
    expect(getApiBase()).toBe('');
    expect(taskImageUrl('a b.png')).toBe('/uploads/tasks/a%20b.png');
  });

  it('reads config.js first, then VITE_API_BASE', () => {
    vi.stubEnv('VITE_API_BASE', 'https://built.cliq.example/');
    reloadApiBase();
    expect(getApiBase()).toBe('https://built.cliq.example');
    window.__CLIQ_CONFIG__ = { apiBase: '' };
    reloadApiBase();
    expect(getApiBase()).toBe('https://built.cliq.example');
    window.__CLIQ_CONFIG__ = { apiBase: 'https://runtime.cliq.example' };
    reloadApiBase();
    expect(getApiBase()).toBe('https://runtime.cliq.example');
  });

  it('reports a wrong config.js value at start-up and builds no call on it', () => {
    window.__CLIQ_CONFIG__ = { apiBase: 'http://api.cliq.example' };
    reloadApiBase();
    expect(apiBaseProblem()).toMatch(
      /^The API base address \(apiBase in config\.js\) "http:\/\/api\.cliq\.example" is not allowed/,
    );
    expect(() => getApiBase()).toThrow(ApiBaseError);
    expect(() => taskImageUrl('x.png')).toThrow(ApiBaseError);
  });

  it('reports a wrong VITE_API_BASE by its name', () => {
    vi.stubEnv('VITE_API_BASE', 'cliq.example');
    reloadApiBase();
    expect(apiBaseProblem()).toMatch(/\(VITE_API_BASE\) "cliq\.example" is not allowed: it is not an absolute address/);
  });

  it('applies the same rules to setApiBase', () => {
    setApiBase('https://api.cliq.example/');
    expect(getApiBase()).toBe('https://api.cliq.example');
    expect(() => setApiBase('http://api.cliq.example')).toThrow(ApiBaseError);
  });
});

// The report settings (docs/operations.md): where reports go ('' = off) and the web vitals' sample rate.
describe('parseReportUrl', () => {
  it.each([
    [undefined, ''],
    [null, ''],
    ['', ''],
    ['   ', ''],
    ['/reports', '/reports'],
    [' /api/reports?app=cliq ', '/api/reports?app=cliq'],
    ['https://collector.example/v1/reports', 'https://collector.example/v1/reports'],
    ['https://Collector.example:4318', 'https://collector.example:4318/'],
    ['http://localhost:4318/reports', 'http://localhost:4318/reports'],
    ['http://127.0.0.1:8080/r', 'http://127.0.0.1:8080/r'],
    ['http://[::1]/r', 'http://[::1]/r'],
  ])('keeps %j as %j', (value, url) => {
    expect(parseReportUrl(value)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)', /must be https:\/\//],
    ['data:text/plain,x', /must be https:\/\//],
    ['ftp://collector.example/r', /must be https:\/\//],
    ['http://collector.example/r', /must be https:\/\/ \(http:\/\/ only for localhost\)/],
    ['http://localhost.evil.example/r', /must be https:\/\//],
    ['reports', /neither an absolute address nor a path of this site/],
    ['../reports', /neither an absolute address nor a path of this site/],
    ['//collector.example/r', /neither an absolute address nor a path of this site/],
    ['/reports#x', /must not carry a fragment/],
    // A browser reads these as '//evil.example': another site.
    ['/\\evil.example/r', /must not hold a backslash or a control character/],
    ['/\t/evil.example/r', /must not hold a backslash or a control character/],
    ['/\n/evil.example/r', /must not hold a backslash or a control character/],
    ['https://user:secret@collector.example/r', /user name, password or fragment/],
    ['https://collector.example/r#top', /user name, password or fragment/],
  ])('refuses %j', (value, why) => {
    expect(() => parseReportUrl(value)).toThrow(why);
  });

  it('refuses a value that is not a string', () => {
    expect(() => parseReportUrl(42)).toThrow(/must be a string, not number/);
    expect(() => parseReportUrl({ href: 'https://collector.example' })).toThrow(/must be a string, not object/);
  });
});

describe('parseVitalsSampleRate', () => {
  it.each([
    [undefined, 0.1],
    [null, 0.1],
    ['', 0.1],
    [0, 0],
    [1, 1],
    [0.25, 0.25],
    ['0.5', 0.5],
  ])('reads %j as %j', (value, rate) => {
    expect(parseVitalsSampleRate(value)).toBe(rate);
  });

  it.each([[-0.1], [1.5], [100], [Number.NaN], [Number.POSITIVE_INFINITY], ['half'], ['10%']])(
    'falls back to the default 0.1 for %j, outside 0 to 1 or not a number',
    (value) => {
      expect(parseVitalsSampleRate(value)).toBe(0.1);
    },
  );
});

describe('reportSettings', () => {
  it('is off, with the default sample rate, when config.js says nothing', () => {
    expect(reportSettings()).toEqual({ url: '', vitalsSampleRate: 0.1 });
    window.__CLIQ_CONFIG__ = { apiBase: '' };
    expect(reportSettings()).toEqual({ url: '', vitalsSampleRate: 0.1 });
  });

  it("reads config.js's reportUrl and vitalsSampleRate", () => {
    window.__CLIQ_CONFIG__ = { reportUrl: 'https://collector.example/reports', vitalsSampleRate: 1 };
    expect(reportSettings()).toEqual({ url: 'https://collector.example/reports', vitalsSampleRate: 1 });
    window.__CLIQ_CONFIG__ = { reportUrl: '/reports', vitalsSampleRate: 0 };
    expect(reportSettings()).toEqual({ url: '/reports', vitalsSampleRate: 0 });
  });

  it.each([['javascript:alert(1)'], ['http://collector.example/r'], ['reports'], [42]])(
    'turns reports off for reportUrl %j and says why in the console, without throwing',
    (reportUrl) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      window.__CLIQ_CONFIG__ = { reportUrl, vitalsSampleRate: 1 };
      expect(reportSettings()).toEqual({ url: '', vitalsSampleRate: 1 });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Reports are off: reportUrl in config\.js/));
    },
  );
});

describe('showStartupError', () => {
  it('replaces the page with a plain, readable alert and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    root.innerHTML = '<p>old</p>';
    showStartupError(root, 'The API base address (apiBase in config.js) "ftp://x" is not allowed.');
    const alert = root.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Cliq cannot start');
    expect(alert?.textContent).toContain('"ftp://x" is not allowed.');
    expect(root.textContent).not.toContain('old');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"ftp://x" is not allowed.'));
  });

  it('shows a message as text, never as HTML', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    showStartupError(root, '"<img src=x onerror=alert(1)>"');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
