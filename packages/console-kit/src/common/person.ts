type Person = { fName: string | null; lName: string | null; email: string | null };

/**
 * A person as "Anna de Vries <anna@…>". Identity answers null for what the caller may not see (a
 * hidden e-mail, a missing name): that part is left out, and a dash stands in when nothing is left.
 */
export function personText({ fName, lName, email }: Person): string {
  const name = [fName, lName].filter(Boolean).join(' ');
  return [name, email && `<${email}>`].filter(Boolean).join(' ') || '—';
}
