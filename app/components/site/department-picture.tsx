import { Illustration } from "#app/components/ui/illustration.tsx";
import type { Department } from "#app/content/sections.ts";
import { ContentPicture } from "./content-picture.tsx";
import { departmentIllustration } from "./illustrations.ts";

/** A department's picture: the photo staff uploaded, or the drawing the site ships with. */
export function DepartmentPicture({
  department,
  className,
}: {
  department: Department;
  className: string;
}) {
  if (!department.image) {
    return (
      <Illustration
        markup={departmentIllustration[department.id]}
        label={department.imageAlt}
        className={className}
      />
    );
  }
  return (
    <div className={className}>
      <ContentPicture
        image={department.image}
        alt={department.imageAlt}
        sizes="(min-width: 1024px) 600px, (min-width: 768px) 33vw, 100vw"
        className="size-full object-cover"
      />
    </div>
  );
}
