-- Descriptions of the seeded administration rows in German, the default language, like their names
-- (docs/permissions.md, "Language of the seeded rows"). New databases get them from the seed; here
-- existing ones are brought along. Only a description still as the seed wrote it in English is
-- changed: one an administrator has edited stays as it is.

UPDATE "portal"."ressource_group" SET "description" = 'Navigation und persönliche Einstellungen' WHERE "id" = '5346d58c-ce3a-5857-a15b-a89447f3727c' AND "description" = 'Navigation and personal settings';
UPDATE "portal"."ressource_group" SET "description" = 'Benutzer, Rollen und Berechtigungen' WHERE "id" = '79f0c1df-a3f1-5265-946e-fec30b73bd8c' AND "description" = 'Users, roles and permissions';
UPDATE "portal"."ressource_group" SET "description" = 'Bestellungen in der Kantine' WHERE "id" = '9d7136de-9d67-5f53-a768-6ad633952dad' AND "description" = 'Canteen ordering';
UPDATE "portal"."ressource_group" SET "description" = 'Rechner und Produktwerkzeuge' WHERE "id" = 'e04440f4-65f7-56a7-bd73-42e71718b8ec' AND "description" = 'Calculators and product tools';
UPDATE "portal"."ressource_group" SET "description" = 'Vertriebsdaten und Konfigurator' WHERE "id" = '80e6369a-9998-5158-8e5f-8dd42cb8e1e4' AND "description" = 'Sales data and configurator';
UPDATE "portal"."ressource_group" SET "description" = 'Berichte und geteilte Abfragen' WHERE "id" = '1334c65e-92c4-55d9-a41c-19ad1f8cbc54' AND "description" = 'Reports and shared queries';
UPDATE "portal"."ressource_group" SET "description" = 'Produktionszahlen und Kennzahlen' WHERE "id" = 'c71ef3fd-4524-55a1-93fd-c180d0d5e2de' AND "description" = 'Production figures and KPIs';
UPDATE "portal"."ressource_group" SET "description" = 'Informationsbereiche und Dateien' WHERE "id" = '753ba119-9f53-5617-ac11-d72bb863b650' AND "description" = 'Information areas and files';
UPDATE "portal"."ressource_group" SET "description" = 'Registrierung von Händlern und Kunden' WHERE "id" = 'f56a0dca-3cad-501c-8274-353179475559' AND "description" = 'Dealer and customer registration';

UPDATE "portal"."ressource" SET "description" = 'Startseite des Portals' WHERE "id" = '7f9f9986-9d8b-519e-8071-d4f755ed7e4a' AND "description" = 'Start page of the portal';
UPDATE "portal"."ressource" SET "description" = 'Favoritenliste' WHERE "id" = 'e256e660-04d9-54d0-9ec3-9521679912bf' AND "description" = 'Favourites list';
UPDATE "portal"."ressource" SET "description" = 'Bereich Sicherheit' WHERE "id" = '1ca5f5a4-37f6-54df-9851-68bbb52ca247' AND "description" = 'Security area';
UPDATE "portal"."ressource" SET "description" = 'Benutzer, Rollen und ihre Berechtigungen ansehen' WHERE "id" = 'c03f6368-b3bf-571f-b32d-bd38a7783eca' AND "description" = 'See users, roles and their permissions';
UPDATE "portal"."ressource" SET "description" = 'Benutzer, Rollen, Ressourcen und Berechtigungssets anlegen und ändern' WHERE "id" = 'fc8d0694-2677-5fe5-950f-7f76926f9959' AND "description" = 'Create and change users, roles, resources and permission sets';
UPDATE "portal"."ressource" SET "description" = 'Technische IDs und Routen-Metadaten anzeigen' WHERE "id" = '7292e2ee-072b-54e0-8311-5f4a26671342' AND "description" = 'Show raw ids and route metadata';
UPDATE "portal"."ressource" SET "description" = 'Darf sich vom Portal abmelden' WHERE "id" = 'bf2ad396-aed7-59e2-a5ac-c21a3a6a25fd' AND "description" = 'May sign out from the portal';
UPDATE "portal"."ressource" SET "description" = 'Bereich Reporting und Berichtsgenerator' WHERE "id" = '68c18d63-9dbb-5e8c-b06f-4c2464d84d8b' AND "description" = 'Reporting area and report builder';
UPDATE "portal"."ressource" SET "description" = 'Berichtsabfragen mit anderen teilen' WHERE "id" = 'eaef2028-cf68-50fe-af74-ed838b2d17ff' AND "description" = 'Share report queries with others';
UPDATE "portal"."ressource" SET "description" = 'Kantine: Essen bestellen' WHERE "id" = 'd827658d-2793-5508-be98-9f2cd7373ff5' AND "description" = 'Canteen: order meals';
UPDATE "portal"."ressource" SET "description" = 'Kantinenpersonal: Artikel und Speisepläne' WHERE "id" = 'e5b4398c-b95e-5bb0-a282-78e6350340c9' AND "description" = 'Canteen staff: articles and plans';
UPDATE "portal"."ressource" SET "description" = 'Küche: Übersicht der bestellten Essen' WHERE "id" = '0f45c78f-c7cc-5d67-9038-4f0374f419d3' AND "description" = 'Kitchen: overview of ordered meals';
UPDATE "portal"."ressource" SET "description" = 'Produktmanagement und Rechner' WHERE "id" = '3f737250-1352-5bc5-96d0-408e0093a5c6' AND "description" = 'Product management and calculators';
UPDATE "portal"."ressource" SET "description" = 'Bereich Vertrieb' WHERE "id" = '793449ef-2703-5bac-a780-93e7e6c98992' AND "description" = 'Sales area';
UPDATE "portal"."ressource" SET "description" = 'Produktkonfigurator' WHERE "id" = '1e2cb746-72fb-5676-979f-9c28e2bd3efa' AND "description" = 'Product configurator';
UPDATE "portal"."ressource" SET "description" = 'Auftragsverfolgung' WHERE "id" = '38e42167-bf73-51fd-90b4-9418ec40d53e' AND "description" = 'Order tracking';
UPDATE "portal"."ressource" SET "description" = 'Bereich Marketing' WHERE "id" = 'c9217bcc-9a0f-527d-8a31-6b71aa0294d2' AND "description" = 'Marketing area';
UPDATE "portal"."ressource" SET "description" = 'Bereich Personal' WHERE "id" = '170d1ae9-6c07-5c00-8dcb-f8786017daaa' AND "description" = 'Human resources area';
UPDATE "portal"."ressource" SET "description" = 'Arbeitssicherheit' WHERE "id" = 'cfd68054-27d6-5455-b246-685a213ed033' AND "description" = 'Occupational safety';
UPDATE "portal"."ressource" SET "description" = 'Mitarbeiterinformationen' WHERE "id" = '18a4affc-607a-5ee9-8c7e-5f2e0f6a196e' AND "description" = 'Employee information';
UPDATE "portal"."ressource" SET "description" = 'Betriebsrat' WHERE "id" = '8565e5d5-2852-5501-9513-5752e3d3a8ab' AND "description" = 'Works council';
UPDATE "portal"."ressource" SET "description" = 'Menü Fertigung' WHERE "id" = '860d0ba8-be32-5b74-b9c0-36d4b7ad31d3' AND "description" = 'Production menu';
UPDATE "portal"."ressource" SET "description" = 'Kennzahlen der Fertigungsausführung' WHERE "id" = 'baf58926-af88-5795-af89-ffcc6b7e9fcc' AND "description" = 'Production execution figures';
UPDATE "portal"."ressource" SET "description" = 'Kennzahlenübersicht der Fertigung' WHERE "id" = '494206ff-1c08-5bbe-ac58-b24c8de615d7' AND "description" = 'KPI production overview';
UPDATE "portal"."ressource" SET "description" = 'SAP-SQL-Werkzeug' WHERE "id" = '209bbab5-ff54-5a8b-9016-b2e89bb43229' AND "description" = 'SAP SQL tool';
UPDATE "portal"."ressource" SET "description" = 'Bereich Informatik' WHERE "id" = '65e674e6-f848-540d-8d03-d45a19ea2514' AND "description" = 'IT area';
UPDATE "portal"."ressource" SET "description" = 'Bereich Service' WHERE "id" = '5c3eb627-1a22-5555-b079-a9b038fdc831' AND "description" = 'Service area';
UPDATE "portal"."ressource" SET "description" = 'Bereich Qualität' WHERE "id" = 'ac5ecf4a-50d9-5e3f-93cf-1446272a6be4' AND "description" = 'Quality area';
UPDATE "portal"."ressource" SET "description" = 'Bereich Buchhaltung' WHERE "id" = 'd8e8137c-5973-5dbe-8dd5-7bfb407f3cda' AND "description" = 'Accounting area';
UPDATE "portal"."ressource" SET "description" = 'Bereich Logistik' WHERE "id" = '4c4f1473-fde8-5051-b6ad-13e52427eab5' AND "description" = 'Logistics area';
UPDATE "portal"."ressource" SET "description" = 'Corona-Informationen' WHERE "id" = 'c6393188-f126-5237-b82d-74691f059e6a' AND "description" = 'Corona information';
UPDATE "portal"."ressource" SET "description" = 'API-Controller User' WHERE "id" = '257c75f5-31a1-5c95-901f-c4123b68245d' AND "description" = 'API controller User';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Role' WHERE "id" = 'ba2c9903-69d1-59eb-be97-67af2e5c28fc' AND "description" = 'API controller Role';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Org' WHERE "id" = '2c26cdd6-43fa-5e8e-8ef1-6784ed5a124c' AND "description" = 'API controller Org';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Permissions' WHERE "id" = '67d1d5dd-5752-56b4-93d9-4e2b13119f4e' AND "description" = 'API controller Permissions';
UPDATE "portal"."ressource" SET "description" = 'API-Controller PermissionSets' WHERE "id" = '6e2d1208-9483-5aba-b274-4229b4d1428c' AND "description" = 'API controller PermissionSets';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Resources' WHERE "id" = '9141b4c1-54ca-5be6-b5f0-17fce3fbb209' AND "description" = 'API controller Resources';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Audit' WHERE "id" = '5377e4f0-a845-5352-b689-895f947ff85d' AND "description" = 'API controller Audit';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Favorites' WHERE "id" = '7f13221a-018d-515c-b629-1d41bd6fbf85' AND "description" = 'API controller Favorites';
UPDATE "portal"."ressource" SET "description" = 'API-Controller UserParameter' WHERE "id" = 'f699ebd3-cd20-51cb-866a-f6d05095c6e0' AND "description" = 'API controller UserParameter';
UPDATE "portal"."ressource" SET "description" = 'API-Controller BekonTracking' WHERE "id" = 'e822cca3-d371-5ab9-a068-a52108974ed6' AND "description" = 'API controller BekonTracking';
UPDATE "portal"."ressource" SET "description" = 'API-Controller BuildingCalc' WHERE "id" = '86d1709f-acd1-521b-a370-d442a5a7407f' AND "description" = 'API controller BuildingCalc';
UPDATE "portal"."ressource" SET "description" = 'API-Controller ConvectorLoadCalc' WHERE "id" = 'e5ddf628-d00b-599a-8c40-804145de0ef9' AND "description" = 'API controller ConvectorLoadCalc';
UPDATE "portal"."ressource" SET "description" = 'API-Controller CrossDesigner' WHERE "id" = 'c0a1d5e2-8f3b-5c47-9e6d-2b4f7a9c1e38' AND "description" = 'API controller CrossDesigner';
UPDATE "portal"."ressource" SET "description" = 'API-Controller HPC' WHERE "id" = '67c2ad19-41f1-59c9-8074-6694cc44bf5f' AND "description" = 'API controller HPC';
UPDATE "portal"."ressource" SET "description" = 'API-Controller KCModel' WHERE "id" = '3b908f32-c6da-551d-8e00-b45020dfdb52' AND "description" = 'API controller KCModel';
UPDATE "portal"."ressource" SET "description" = 'API-Controller KRN41' WHERE "id" = '24c7aea2-6191-5876-9b80-62e43193367f' AND "description" = 'API controller KRN41';
UPDATE "portal"."ressource" SET "description" = 'API-Controller KRN92' WHERE "id" = '580e5df3-2450-5747-b6eb-9de8dd1340c6' AND "description" = 'API controller KRN92';
UPDATE "portal"."ressource" SET "description" = 'API-Controller XFlair' WHERE "id" = 'c6fafaae-0073-5f94-b513-bf0144e68367' AND "description" = 'API controller XFlair';
UPDATE "portal"."ressource" SET "description" = 'API-Controller XFlairTausch' WHERE "id" = 'e95252c4-c47e-525d-83b9-2b5ac63a06b3' AND "description" = 'API controller XFlairTausch';
UPDATE "portal"."ressource" SET "description" = 'API-Controller BuildingProject' WHERE "id" = '9fe7fcca-3d9f-50da-982b-3368f5df8801' AND "description" = 'API controller BuildingProject';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Customer' WHERE "id" = 'a5f53e2b-3dce-5894-9cfd-ff4949d25755' AND "description" = 'API controller Customer';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Material' WHERE "id" = '886b29f4-a704-5936-8b1b-bb4eae86533a' AND "description" = 'API controller Material';
UPDATE "portal"."ressource" SET "description" = 'API-Controller OrderTracking' WHERE "id" = '0ca44ed3-f663-5bb2-a3e6-4a92413c36ec' AND "description" = 'API controller OrderTracking';
UPDATE "portal"."ressource" SET "description" = 'API-Controller SalesPerformance' WHERE "id" = '981a3788-5b3b-54e6-9c84-7481ca70b8f0' AND "description" = 'API controller SalesPerformance';
UPDATE "portal"."ressource" SET "description" = 'API-Controller DynamicConfigurator' WHERE "id" = 'fd94fcd3-821f-55ce-b197-e787791c2cd2' AND "description" = 'API controller DynamicConfigurator';
UPDATE "portal"."ressource" SET "description" = 'API-Controller File' WHERE "id" = '88cc4a6f-f95d-501c-b62b-5ce3f6b6bac1' AND "description" = 'API controller File';
UPDATE "portal"."ressource" SET "description" = 'API-Controller KPI' WHERE "id" = '1cae7b46-f16f-5bee-a41c-d659e13cf32e' AND "description" = 'API controller KPI';
UPDATE "portal"."ressource" SET "description" = 'API-Controller KPI bearbeiten' WHERE "id" = '88819911-4148-5695-9aca-2ad068d820d7' AND "description" = 'API controller KPI edit';
UPDATE "portal"."ressource" SET "description" = 'API-Controller reporting/Query' WHERE "id" = 'd0a3cbce-8ae4-51df-ad81-0f7451f8a79f' AND "description" = 'API controller reporting/Query';
UPDATE "portal"."ressource" SET "description" = 'API-Controller reporting/Metadata' WHERE "id" = '806df7d7-91ca-5c03-bc34-5250392a49a1' AND "description" = 'API controller reporting/Metadata';
UPDATE "portal"."ressource" SET "description" = 'API-Controller OrderSystemArticle' WHERE "id" = '4ffd605b-5db5-5e7d-aa7f-b4e0f6181f93' AND "description" = 'API controller OrderSystemArticle';
UPDATE "portal"."ressource" SET "description" = 'API-Controller OrderSystemOrder' WHERE "id" = '19061ad6-1b48-5c29-9ed5-e83d94ad9aac' AND "description" = 'API controller OrderSystemOrder';
UPDATE "portal"."ressource" SET "description" = 'API-Controller OrderSystemPlan' WHERE "id" = '426ec8b4-1771-539b-ba40-5c1e49302fa5' AND "description" = 'API controller OrderSystemPlan';
UPDATE "portal"."ressource" SET "description" = 'API-Controller OrderSystem Bestellungen der Benutzer' WHERE "id" = 'c1d33f9b-d939-5309-9b9a-c7d6bec7a78e' AND "description" = 'API controller OrderSystem user orders';
UPDATE "portal"."ressource" SET "description" = 'API-Controller Questionnaire' WHERE "id" = 'a8e53b08-7e18-544f-8d82-9db372ba5f11' AND "description" = 'API controller Questionnaire';
UPDATE "portal"."ressource" SET "description" = 'API-Controller SapSql' WHERE "id" = '1719d647-8dc0-5b58-97d3-2419ab7ad125' AND "description" = 'API controller SapSql';
UPDATE "portal"."ressource" SET "description" = 'API-Controller MES-Tabellen' WHERE "id" = '77784d1e-f8f7-5d20-ba40-fe3a70aecaa8' AND "description" = 'API controller MES tables';
UPDATE "portal"."ressource" SET "description" = 'API-Controller CRM User' WHERE "id" = '4a13949f-d485-558d-9d05-d2756a8f61c5' AND "description" = 'API controller CRM User';

UPDATE "portal"."permission" SET "description" = 'Buchungskreise, deren Daten der Benutzer sehen darf' WHERE "id" = '9e7a0000-0000-4000-8000-000000000001' AND "description" = 'Company codes whose data the user may see';
UPDATE "portal"."permission" SET "description" = 'Länder, deren Daten der Benutzer sehen darf' WHERE "id" = '9e7a0000-0000-4000-8000-000000000002' AND "description" = 'Countries whose data the user may see';
UPDATE "portal"."permission" SET "description" = 'Die Organisation, zu der der Benutzer gehört' WHERE "id" = '9e7a0000-0000-4000-8000-000000000003' AND "description" = 'The organisation the user belongs to';
UPDATE "portal"."permission" SET "description" = 'Abteilung aus der Anmeldung' WHERE "id" = '9e7a0000-0000-4000-8000-000000000004' AND "description" = 'Department claim of the sign-in';

UPDATE "portal"."role" SET "description" = 'Betreibt das Portal: alle Ressourcen' WHERE "id" = '7a3e0000-0000-4000-8000-000000000001' AND "description" = 'Runs the portal: every resource';
UPDATE "portal"."role" SET "description" = 'Mitarbeitende der Gruppe' WHERE "id" = '7a3e0000-0000-4000-8000-000000000002' AND "description" = 'Employees of the group';
UPDATE "portal"."role" SET "description" = 'Vertrieb: Vertriebsdaten, Konfigurator, Reporting' WHERE "id" = '7a3e0000-0000-4000-8000-000000000003' AND "description" = 'Sales staff: sales data, configurator, reporting';
UPDATE "portal"."role" SET "description" = 'Kantinenpersonal: Artikel, Speisepläne und Küchenübersicht' WHERE "id" = '7a3e0000-0000-4000-8000-000000000004' AND "description" = 'Canteen staff: articles, plans and the kitchen overview';
UPDATE "portal"."role" SET "description" = 'Partner und Händler: Rechner und Konfigurator' WHERE "id" = '7a3e0000-0000-4000-8000-000000000005' AND "description" = 'Partners and dealers: calculators and configurator';
UPDATE "portal"."role" SET "description" = 'Fachpartner: Rechner und Cross-Designer' WHERE "id" = '7a3e0000-0000-4000-8000-000000000006' AND "description" = 'Trade specialists: calculators and the Cross-Designer';

UPDATE "portal"."permission_set" SET "description" = 'Keine Bedingungen' WHERE "id" = '5d1c6c3c-0000-4000-8000-000000000001' AND "description" = 'No conditions';
