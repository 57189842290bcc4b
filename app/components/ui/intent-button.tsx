import type { ReactNode } from "react";
import { type ButtonLook, buttonClass } from "./button.ts";

/**
 * A form's submit button that names which of the form's actions it asks for (the `intent` the
 * server reads), drawn as a button.
 */
export function IntentButton({
  intent,
  look,
  children,
}: {
  intent: string;
  look?: ButtonLook;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} className={buttonClass(look)}>
      {children}
    </button>
  );
}
