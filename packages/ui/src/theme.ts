/** Brigade's accent (SPEC.md §1 "orange accent"); the shell's theme uses it as colorPrimary. */
export const BRIGADE_ORANGE = '#fa8c16';

/** How far a disabled control fades (SPEC.md §4: "reduced opacity, clicks blocked"). */
export const DISABLED_OPACITY = 0.5;
