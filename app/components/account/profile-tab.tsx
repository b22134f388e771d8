import { HandleCard } from "~/app/components/community/handle-card";
import { NotificationMailSettings } from "~/app/components/notifications/notification-mail-settings";
import { Card } from "~/app/components/ui/card";
import { ProfileForm, type ProfileValues } from "./profile-form";

/** Settings › Profile: the profile form, notification mail and the community handle. */
export function ProfileTab({ profile, handle }: { profile: ProfileValues; handle: string | null }) {
  return (
    <>
      <Card>
        <div className="p-6">
          <ProfileForm profile={profile} action="/settings" />
        </div>
      </Card>
      <NotificationMailSettings />
      <Card className="mt-4">
        <div className="p-6">
          <HandleCard initial={handle} />
        </div>
      </Card>
    </>
  );
}
