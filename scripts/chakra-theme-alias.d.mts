export declare const chakraThemeAlias: { find: RegExp; replacement: string };
