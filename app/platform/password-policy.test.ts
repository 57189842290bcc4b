import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.ts";

describe("password policy", () => {
  it("accepts 8 to 128 characters without composition rules", () => {
    expect(passwordProblem("abcdefgh")).toBeNull();
    expect(passwordProblem("x".repeat(128))).toBeNull();
    expect(passwordProblem("korrekt hest batteri hæfteklamme")).toBeNull();
  });

  it("refuses too short, too long and common passwords with a Danish reason", () => {
    expect(passwordProblem("abcdefg")).toMatch(/mindst 8/);
    expect(passwordProblem("x".repeat(129))).toMatch(/højst være 128/);
    expect(passwordProblem("Password123")).toMatch(/almindelig/);
    expect(passwordProblem("12345678")).toMatch(/almindelig/);
  });
});
