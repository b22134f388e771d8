import { data } from "react-router";
import { NotFoundPage } from "~/app/components/layout/status-pages";

// Any path no other route claims: the not-found screen, with a real 404 status.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
