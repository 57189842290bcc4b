import { Link } from "react-router";
import { cardSection } from "#app/components/site/card-section.tsx";
import { DepartmentBadge } from "#app/components/site/department-badge.tsx";
import { departmentCard } from "#app/components/site/department-card.ts";
import { DepartmentPicture } from "#app/components/site/department-picture.tsx";
import { Price } from "#app/components/site/price.tsx";
import { CentredLink } from "#app/components/ui/button-link.tsx";
import { departmentLink, priceCopy } from "#app/content/departments.ts";
import { homePage } from "#app/content/home-page.ts";
import { fallbackLang } from "#app/content/localize.ts";
import type { Department } from "#app/content/sections.ts";
import { useLang, usePagePaths } from "#app/lib/site.ts";

/** A department's picture, badge, tagline and price; the whole card links to its section. */
function ChooserCard({ item: department }: { item: Department }) {
  const lang = useLang();
  return (
    <>
      <DepartmentPicture department={department} className="aspect-[8/5]" />
      <div className="p-6">
        <DepartmentBadge department={department} className="inline-block" />
        <h3 className="mt-3 text-h3 font-bold">
          <Link to={departmentLink(department.id, lang)} className="after:absolute after:inset-0">
            <span lang={fallbackLang(department, "title")}>{department.title}</span>
          </Link>
        </h3>
        <p className="mt-2 text-muted" lang={fallbackLang(department, "tagline")}>
          {department.tagline}
        </p>
        <Price
          of={department}
          after={`, ${priceCopy[lang].vat}`}
          className="mt-4 font-display text-sm"
          amountClassName="text-xl"
        />
      </div>
    </>
  );
}

/** The home page's way into the departments, then on to /services. */
export const DepartmentChooser = cardSection<Department>({
  id: "afdelinger",
  heading: (lang) => homePage[lang].chooser,
  grid: "grid gap-6 md:grid-cols-3",
  card: departmentCard("group relative overflow-hidden"),
  keyBy: "id",
  items: (content) => content.departments,
  Card: ChooserCard,
  footer: <SeeAllDepartments />,
});

function SeeAllDepartments() {
  const lang = useLang();
  return (
    <CentredLink to={usePagePaths().services} className="mt-10" arrow>
      {homePage[lang].chooser.seeAll}
    </CentredLink>
  );
}
