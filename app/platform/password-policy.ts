/**
 * Who may use which password (OWASP ASVS / NIST 800-63B): 8 to 128 characters, no composition
 * rules, and not one of the passwords every attacker tries first.
 */

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

const COMMON = new Set([
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "87654321",
  "11111111",
  "00000000",
  "password",
  "password1",
  "password123",
  "passw0rd",
  "qwertyui",
  "qwerty123",
  "qwertyuiop",
  "1q2w3e4r",
  "1qaz2wsx",
  "abcd1234",
  "abc12345",
  "asdfghjk",
  "iloveyou",
  "sunshine",
  "football",
  "baseball",
  "princess",
  "welcome1",
  "letmein1",
  "trustno1",
  "superman",
  "starwars",
  "michael1",
  "computer",
  "internet",
  "whatever",
  "adgangskode",
  "kodeord1",
  "hemmelig",
  "sommer2024",
  "sommer2025",
  "sommer2026",
  "vinter2025",
  "vinter2026",
  "danmark1",
  "frederiksberg",
  "gamingcenter",
  "gaming123",
  "minecraft",
  "admin123",
  "administrator",
  "changeme",
  "testtest",
]);

/** Why the password is refused, in one Danish sentence; null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_LIMITS.min) {
    return `Adgangskoden skal være mindst ${PASSWORD_LIMITS.min} tegn.`;
  }
  if (length > PASSWORD_LIMITS.max) {
    return `Adgangskoden må højst være ${PASSWORD_LIMITS.max} tegn.`;
  }
  if (COMMON.has(password.toLowerCase())) {
    return "Adgangskoden er for almindelig; vælg en, der er sværere at gætte.";
  }
  return null;
}
