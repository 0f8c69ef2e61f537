import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '../../../ui';
import type { WebinarsData } from '../content-types';

type Webinar = {
  title: string;
  description: string;
  presenter: string;
  when: string;
  level: string;
  extra: string;
};

function WebinarList({ webinars, action }: { webinars: Webinar[]; action: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {webinars.map((webinar) => (
        <li key={webinar.title}>
          <Card className="h-full">
            <CardHeader>
              <Badge variant="secondary" className="self-start">
                {webinar.level}
              </Badge>
              <CardTitle>{webinar.title}</CardTitle>
              <CardDescription>{webinar.description}</CardDescription>
            </CardHeader>
            <CardContent className="mt-auto flex flex-col gap-3 text-sm text-muted-foreground">
              <p>{webinar.presenter}</p>
              <p>{webinar.when}</p>
              <p>{webinar.extra}</p>
              <Button variant="outline" disabled className="self-start">
                {action}
              </Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

const tabs = ['upcoming', 'recorded'] as const;

/** The two tabs of the webinars page: upcoming (default) and recorded sessions. */
export function WebinarsTabs({ data }: { data: WebinarsData }) {
  const { t } = useTranslation('pages');
  return (
    <Tabs defaultValue={tabs[0]} className="flex flex-col gap-6">
      <TabsList className="self-start">
        <TabsTrigger value="upcoming">{t('webinars.upcoming')}</TabsTrigger>
        <TabsTrigger value="recorded">{t('webinars.recorded')}</TabsTrigger>
      </TabsList>
      <TabsContent value="upcoming">
        <WebinarList
          action={t('webinars.register')}
          webinars={data.upcoming.map((webinar) => ({ ...webinar, extra: webinar.seats }))}
        />
      </TabsContent>
      <TabsContent value="recorded">
        <WebinarList
          action={t('webinars.watch')}
          webinars={data.recorded.map((webinar) => ({ ...webinar, extra: webinar.views }))}
        />
      </TabsContent>
    </Tabs>
  );
}
