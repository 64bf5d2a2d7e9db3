// A remote is only loaded through the shell; its entry exists for the federation runtime.
export {};
