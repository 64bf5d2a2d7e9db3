/** The two pages a browser sees, with the element ids of Keycloak's own theme so browser tests can target either. */

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body style="font-family: sans-serif; max-width: 24rem; margin: 4rem auto">
${body}
</body>
</html>`;
}

export function loginPage({
  realm,
  action,
  username = '',
  error,
}: {
  realm: string;
  action: string;
  username?: string;
  error?: string;
}): string {
  return layout(
    `Sign in to ${realm}`,
    `<h1 id="kc-page-title">Sign in to your account</h1>
${error ? `<div class="alert-error"><span id="input-error" class="kc-feedback-text">${escape(error)}</span></div>` : ''}
<form id="kc-form-login" action="${escape(action)}" method="post">
  <label for="username">Username or email</label><br>
  <input id="username" name="username" type="text" value="${escape(username)}" autocomplete="username" autofocus><br>
  <label for="password">Password</label><br>
  <input id="password" name="password" type="password" autocomplete="current-password"><br><br>
  <input id="kc-login" name="login" type="submit" value="Sign In">
</form>`,
  );
}

/** oidc-provider's logout confirmation form, confirmed and submitted at once: the stand-in never asks (Keycloak does not when given id_token_hint). */
export function logoutPage(form: string): string {
  return layout(
    'Signing out',
    `${form}
<p>Signing out&hellip;</p>
<button id="kc-logout" type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>var f = document.getElementById('op.logoutForm'); var i = document.createElement('input'); i.type = 'hidden'; i.name = 'logout'; i.value = 'yes'; f.appendChild(i); f.submit();</script>`,
  );
}

/**
 * Keycloak's third-party cookie check (keycloak-js loads step 1 in a hidden iframe before a silent
 * check-sso): step 1 sets a cookie, step 2 tells the parent whether it came back.
 */
export function thirdPartyCookiesStep1(): string {
  return `<!doctype html><html><body><script>
document.cookie = "KEYCLOAK_3P_COOKIE_SAMESITE=supported; max-age=60; samesite=none; secure";
document.cookie = "KEYCLOAK_3P_COOKIE=supported; max-age=60";
window.location = "step2.html";
</script></body></html>`;
}

export function thirdPartyCookiesStep2(): string {
  return `<!doctype html><html><body><script>
var supported = document.cookie.indexOf("KEYCLOAK_3P_COOKIE") !== -1;
document.cookie = "KEYCLOAK_3P_COOKIE_SAMESITE=; max-age=0; samesite=none; secure";
document.cookie = "KEYCLOAK_3P_COOKIE=; max-age=0";
parent.postMessage(supported ? "supported" : "unsupported", "*");
</script></body></html>`;
}
