/** Class names joined, the unset ones left out. */
export const classes = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
