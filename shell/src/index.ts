// Async boundary: shared singletons are negotiated before any React code runs (no eager sharing).
void import('./bootstrap');
