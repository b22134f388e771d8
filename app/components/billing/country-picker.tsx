import { useEffect, useId } from "react";
import { takeEarlyCountry } from "~/app/components/layout/preferences";
import { useT } from "~/app/i18n/use-locale";
import { cn } from "~/app/components/ui/cn";
import { COUNTRY_COOKIE, isCountry, type Country } from "~/core/plans";
import "~/app/components/billing/messages";

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Remembers the visitor's choice of prices, which the server reads on every page (core/plans.ts). */
export function rememberCountry(country: Country) {
  document.cookie = `${COUNTRY_COOKIE}=${country};path=/;max-age=${ONE_YEAR};samesite=lax`;
}

/**
 * "Prices for: Brazil (R$) / Other countries (US$)": the same choice on the plans page and on every
 * upgrade offer, remembered for the next page.
 */
export function CountryPicker({
  country,
  onChange,
  className,
}: {
  country: Country;
  onChange: (country: Country) => void;
  className?: string;
}) {
  const t = useT();
  const id = useId();
  // A choice made on the server's HTML before this code came (the boot script kept it): hydrating
  // put the select back to the server's value, so the choice is made again here.
  useEffect(() => {
    const early = takeEarlyCountry();
    if (isCountry(early) && early !== country) onChange(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the picker appears; later choices come through its onChange
  }, []);
  return (
    <div className={cn("inline-flex items-center gap-2 text-sm", className)}>
      <label htmlFor={id} className="text-muted-foreground">
        {t("pricing.country.label")}
      </label>
      <select
        id={id}
        value={country}
        data-testid="country-picker"
        data-remember="country"
        onChange={(event) => {
          takeEarlyCountry();
          if (!isCountry(event.target.value)) return;
          rememberCountry(event.target.value);
          onChange(event.target.value);
        }}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <option value="BR">{t("pricing.country.BR")}</option>
        <option value="US">{t("pricing.country.US")}</option>
      </select>
    </div>
  );
}
